import { useTranslate } from 'ra-core';

const box = {
  minHeight: '100vh',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: 12,
  padding: 32,
  textAlign: 'center',
  fontFamily: "-apple-system, 'Segoe UI', 'PingFang SC', 'Microsoft YaHei', Roboto, Arial, sans-serif",
} as const;

/**
 * Full-page error for a missing or malformed /config.json: names the bad field, never blank.
 * Plain markup: it shows before anything else has loaded.
 */
export function ConfigErrorPage({ field, reason }: { field: string; reason: string }) {
  const translate = useTranslate();
  return (
    <main role="alert" style={box}>
      <h1 style={{ margin: 0, fontWeight: 500 }}>{translate('app.config.title')}</h1>
      <p data-testid="config-error-field" style={{ margin: 0 }}>
        {translate('app.config.invalid', { field, reason })}
      </p>
      <p style={{ margin: 0, color: '#5a6a7a' }}>{translate('app.config.hint')}</p>
      <button type="button" onClick={() => window.location.reload()} style={{ padding: '8px 20px', fontSize: '1rem', cursor: 'pointer' }}>
        {translate('app.retry')}
      </button>
    </main>
  );
}
