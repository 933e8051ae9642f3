import { useEffect, useRef, type KeyboardEvent } from 'react';
import { useTranslate } from 'ra-core';
import { QrCode } from '../../components/QrCode';

interface Props {
  /** the public account's URL, encoded in the QR code */
  url: string;
  onClose(): void;
}

/** A small modal with the WeChat public account's QR code. Escape, the backdrop and Close end it. */
export function WechatDialog({ url, onClose }: Props) {
  const translate = useTranslate();
  const close = useRef<HTMLButtonElement>(null);
  useEffect(() => close.current?.focus(), []);
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') onClose();
    // the close button is the dialog's only stop: keep the focus inside while it is open
    if (event.key === 'Tab') {
      event.preventDefault();
      close.current?.focus();
    }
  };
  return (
    <div className="login-backdrop" onMouseDown={(e) => e.target === e.currentTarget && onClose()} onKeyDown={onKeyDown}>
      <div className="login-dialog" role="dialog" aria-modal="true" aria-labelledby="wechat-title" aria-describedby="wechat-hint">
        <h2 id="wechat-title" className="login-dialog-title">
          {translate('app.login.wechatTitle')}
        </h2>
        <QrCode className="login-qr" text={url} label={translate('app.login.wechatQrAlt')} failedText={translate('app.login.qrFailed')} size={180} />
        <p id="wechat-hint" className="login-hint">
          {translate('app.login.wechatHint')}
        </p>
        <button ref={close} type="button" className="login-button" onClick={onClose}>
          {translate('app.login.close')}
        </button>
      </div>
    </div>
  );
}
