/**
 * The one HTML policy of announcements (issue 28): the console sanitizes before it shows, and the
 * server before it stores, both with DOMPurify (the server over jsdom's window). HTML only (no SVG,
 * no MathML); no script, style sheet, frame, object, form or form control, no event handler, no
 * `javascript:` or `data:` link; links open in a new tab without a handle on the console.
 */
import createDOMPurify, { type Config, type WindowLike } from 'dompurify';

const POLICY: Config = {
  USE_PROFILES: { html: true },
  FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select', 'option', 'iframe', 'frame', 'frameset', 'object', 'embed', 'base', 'meta', 'link', 'template', 'dialog'],
  FORBID_ATTR: ['action', 'formaction', 'srcdoc', 'srcset', 'ping', 'target', 'background', 'xlink:href'],
  ALLOW_DATA_ATTR: false,
  ALLOW_UNKNOWN_PROTOCOLS: false,
  // http(s), mail and phone links, and paths; data: only for images (DOMPurify's own rule)
  ALLOWED_URI_REGEXP: /^(?:(?:https?|mailto|tel):|[^a-z]|[a-z+.-]+(?:[^a-z+.\-:]|$))/i,
};

const purifiers = new WeakMap<object, ReturnType<typeof createDOMPurify>>();

function purifierFor(window: WindowLike): ReturnType<typeof createDOMPurify> {
  let purifier = purifiers.get(window);
  if (!purifier) {
    purifier = createDOMPurify(window);
    // an inline style keeps its formatting, but not a script or data URL, nor an IE expression
    // (looked for after CSS comments, escapes and spaces are taken out)
    purifier.addHook('uponSanitizeAttribute', (_node, data) => {
      if (data.attrName !== 'style') return;
      const plain = data.attrValue.replace(/\/\*[\s\S]*?\*\//g, '').replace(/[\\\s]/g, '').toLowerCase();
      if (/expression\(|javascript:|vbscript:|url\(['"]?data:|behavior:|-moz-binding/.test(plain)) data.keepAttr = false;
    });
    purifier.addHook('afterSanitizeAttributes', (node) => {
      if (node.nodeName === 'A' && node.hasAttribute('href')) {
        node.setAttribute('target', '_blank');
        node.setAttribute('rel', 'noopener noreferrer');
      }
    });
    purifiers.set(window, purifier);
  }
  return purifier;
}

/** `html` as the policy allows it, for this window's document (the browser's, or jsdom's on the server). */
export function sanitizeHtml(html: string, window: WindowLike): string {
  return purifierFor(window).sanitize(html, { ...POLICY, RETURN_TRUSTED_TYPE: false }) as string;
}
