import { describe, expect, it } from 'vitest';
import { isRecommendedBrowser, type BrowserBrand } from './browserAdvice';

const UA = {
  chrome: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36',
  chromeMac: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36',
  chromeAndroid: 'Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36',
  chromium: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chromium/120.0.6099.224 Chrome/120.0.6099.224 Safari/537.36',
  headless: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/126.0.0.0 Safari/537.36',
  edgeChromium: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36 Edg/126.0.2592.68',
  edgeLegacy: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/70.0.3538.102 Safari/537.36 Edge/18.19045',
  firefox: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:127.0) Gecko/20100101 Firefox/127.0',
  firefoxIos: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) FxiOS/127.0 Mobile/15E148 Safari/605.1.15',
  safari: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15',
  safariIphone: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  ie11: 'Mozilla/5.0 (Windows NT 10.0; WOW64; Trident/7.0; rv:11.0) like Gecko',
  ie9: 'Mozilla/5.0 (compatible; MSIE 9.0; Windows NT 6.1; Trident/5.0)',
  qihu360: 'Mozilla/5.0 (Windows NT 10.0; WOW64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/86.0.4240.198 Safari/537.36 QIHU 360SE',
  qq: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/94.0.4606.71 Safari/537.36 Core/1.94.197.400 QQBrowser/11.7.5287.400',
  sogou: 'Mozilla/5.0 (Windows NT 10.0; WOW64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/58.0.3029.81 Safari/537.36 SE 2.X MetaSr 1.0',
  empty: '',
} as const;

const chromiumBrands: BrowserBrand[] = [
  { brand: 'Not/A)Brand', version: '8' },
  { brand: 'Chromium', version: '126' },
];
const edgeBrands: BrowserBrand[] = [...chromiumBrands, { brand: 'Microsoft Edge', version: '126' }];
const chromeBrands: BrowserBrand[] = [...chromiumBrands, { brand: 'Google Chrome', version: '126' }];

describe('isRecommendedBrowser', () => {
  it.each<[string, string, BrowserBrand[] | undefined, boolean]>([
    ['Chrome (Windows)', UA.chrome, undefined, true],
    ['Chrome with client hints', UA.chrome, chromeBrands, true],
    ['Chrome (macOS)', UA.chromeMac, undefined, true],
    ['Chrome (Android)', UA.chromeAndroid, undefined, true],
    ['Chromium', UA.chromium, undefined, true],
    ['Chromium with client hints', UA.chromium, chromiumBrands, true],
    ['headless Chromium', UA.headless, undefined, true],
    ['Edge (Chromium)', UA.edgeChromium, undefined, true],
    ['Edge (Chromium) with client hints', UA.edgeChromium, edgeBrands, true],
    ['360 on Chromium, with the Chromium brand', UA.qihu360, chromiumBrands, true],
    ['QQ on Chromium, with the Chromium brand', UA.qq, chromiumBrands, true],
    ['Firefox', UA.firefox, undefined, false],
    ['Firefox for iOS', UA.firefoxIos, undefined, false],
    ['Safari (macOS)', UA.safari, undefined, false],
    ['Safari (iPhone)', UA.safariIphone, undefined, false],
    ['legacy Edge (Edge/18)', UA.edgeLegacy, undefined, false],
    ['Internet Explorer 11', UA.ie11, undefined, false],
    ['Internet Explorer 9', UA.ie9, undefined, false],
    ['360 without the Chromium brand', UA.qihu360, undefined, false],
    ['360 with brands that name no Chromium', UA.qihu360, [{ brand: 'Not/A)Brand' }], false],
    ['QQ without the Chromium brand', UA.qq, undefined, false],
    ['Sogou without the Chromium brand', UA.sogou, undefined, false],
    ['an empty user agent', UA.empty, undefined, false],
    ['an empty brand list falls back to the user agent', UA.firefox, [], false],
  ])('%s → %s', (_name, userAgent, brands, expected) => {
    expect(isRecommendedBrowser(userAgent, brands)).toBe(expected);
  });
});
