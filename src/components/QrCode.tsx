import { useEffect, useState } from 'react';

type QrState = { text: string; src: string } | { text: string; failed: true } | null;

/** Makes the QR code in the browser; the encoder (qrcode) is a lazy chunk, fetched on first use. */
function useQrDataUrl(text: string): { src?: string; failed: boolean } {
  const [state, setState] = useState<QrState>(null);
  useEffect(() => {
    let cancelled = false;
    import('qrcode')
      .then(({ toString }) => toString(text, { type: 'svg', margin: 1, errorCorrectionLevel: 'M', color: { dark: '#000000', light: '#ffffff' } }))
      .then(
        (svg) => !cancelled && setState({ text, src: `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}` }),
        () => !cancelled && setState({ text, failed: true }),
      );
    return () => {
      cancelled = true;
    };
  }, [text]);
  if (!state || state.text !== text) return { failed: false };
  return 'src' in state ? { src: state.src, failed: false } : { failed: true };
}

interface Props {
  /** what the code encodes, usually a URL */
  text: string;
  /** alternative text of the image */
  label: string;
  /** shown instead of the code when it cannot be made */
  failedText: string;
  size?: number;
  className?: string;
}

/**
 * A QR code as an SVG data URL made locally (no image service: every request stays on the
 * console's origin). Plain React, no MUI, so the login page can show it.
 */
export function QrCode({ text, label, failedText, size = 180, className }: Props) {
  const { src, failed } = useQrDataUrl(text);
  const box = { width: size, height: size };
  if (failed) {
    return (
      <p role="alert" className={className} style={{ maxWidth: size }}>
        {failedText}
      </p>
    );
  }
  if (!src) return <span className={className} style={{ display: 'inline-block', ...box }} aria-busy="true" aria-label={label} role="img" />;
  return <img className={className} src={src} alt={label} data-qr-text={text} data-testid="qr-code" {...box} />;
}
