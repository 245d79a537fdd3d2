import { useEffect, useState } from 'react';

/**
 * True once the element comes within a screen of the viewport (at once where the browser cannot
 * tell): heavy parts such as maps load only when the reader gets near them.
 */
export function useNearViewport(element: Element | null) {
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    if (near || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: '100% 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near, element]);
  return near;
}
