import { fileHref } from './fileHref';

describe('fileHref', () => {
  it.each(['/api/files/records/a.png', 'https://cdn.example.com/a.png', 'http://10.0.0.1/x.pdf'])('keeps %s', (url) => {
    expect(fileHref(url)).toBe(url);
  });

  it.each(['javascript:alert(1)', ' JavaScript:alert(1)', 'data:text/html,<script>', '//evil.example/x', '/\\evil.example', 'vbscript:x', 'files/a.png', '', null, 42])(
    'refuses %s',
    (url) => {
      expect(fileHref(url)).toBeNull();
    },
  );
});
