import type { GeoPoint } from '@cabildo/domain';
import { useCallback, useState } from 'react';

export type LocationProblem = 'denied' | 'failed' | 'unsupported';

/** The device's position through the browser (navigator.geolocation), asked when the person wants it. */
export function useMyLocation(onFound: (point: GeoPoint) => void) {
  const [locating, setLocating] = useState(false);
  const [problem, setProblem] = useState<LocationProblem | null>(null);

  const locate = useCallback(() => {
    if (typeof navigator === 'undefined' || !('geolocation' in navigator)) {
      setProblem('unsupported');
      return;
    }
    setLocating(true);
    setProblem(null);
    navigator.geolocation.getCurrentPosition(
      (position) => {
        setLocating(false);
        onFound({ latitude: position.coords.latitude, longitude: position.coords.longitude });
      },
      (error) => {
        setLocating(false);
        setProblem(error.code === error.PERMISSION_DENIED ? 'denied' : 'failed');
      },
      { enableHighAccuracy: true, timeout: 15_000, maximumAge: 60_000 },
    );
  }, [onFound]);

  return { locate, locating, problem, clearProblem: () => setProblem(null) };
}
