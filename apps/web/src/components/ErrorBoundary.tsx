import ReportProblemOutlined from '@mui/icons-material/ReportProblemOutlined';
import { Component, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { StatusPage } from './StatusPage.tsx';

/** The spec's general error screen; also the router's error element (errors outside rendering). */
export function CrashScreen() {
  const { t } = useTranslation();
  return (
    <StatusPage
      tone="error"
      icon={<ReportProblemOutlined />}
      title={t('crash.title')}
      body={t('crash.body')}
      // A full reload: the broken tree must not survive.
      action={{ label: t('crash.home'), to: '/home', reload: true }}
    />
  );
}

/** Render errors end here: the spec's 'Lo sentimos, algo salió mal...' screen. */
export class ErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    console.error(error);
  }

  override render() {
    return this.state.failed ? <CrashScreen /> : this.props.children;
  }
}
