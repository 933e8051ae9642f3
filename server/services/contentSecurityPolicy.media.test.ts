/**
 * The policy's media rules (issue 29 §5, the webcam video page): the console's own streams and
 * hls.js's MediaSource (blob:) by default; configured camera origins join media-src and
 * connect-src (hls.js fetches playlists and segments) and nothing else.
 */
import { cspDirectives, type CspSettings } from './contentSecurityPolicy';

const BASE: CspSettings = { wsUrl: '/ws', tileUrl: '', frameSources: [] };

describe('cspDirectives: media', () => {
  it('allows its own media and blob: by default, and adds nothing elsewhere', () => {
    const csp = cspDirectives(BASE);
    expect(csp['media-src']).toEqual(["'self'", 'blob:']);
    expect(csp['connect-src']).toHaveLength(3);
    expect(csp['img-src']).toEqual(["'self'", 'data:', 'blob:']);
    expect(csp['default-src']).toEqual(["'self'"]);
  });

  it('adds configured camera origins to media-src and connect-src only', () => {
    const plain = cspDirectives(BASE);
    const csp = cspDirectives({ ...BASE, mediaSources: ['https://cams.example:8443', 'hls.example'] });
    expect(csp['media-src']).toEqual(["'self'", 'blob:', 'https://cams.example:8443', 'hls.example']);
    expect(csp['connect-src']!.slice(3)).toEqual(['https://cams.example:8443', 'hls.example']);
    for (const directive of Object.keys(plain).filter((name) => name !== 'media-src' && name !== 'connect-src')) {
      expect(csp[directive], directive).toEqual(plain[directive]);
    }
  });

  it('refuses a media source that is no origin', () => {
    expect(() => cspDirectives({ ...BASE, mediaSources: ["https://cams.example 'unsafe-inline'"] })).toThrow(/CSP_MEDIA_SOURCES/);
    expect(() => cspDirectives({ ...BASE, mediaSources: ['*'] })).toThrow(/CSP_MEDIA_SOURCES/);
  });
});
