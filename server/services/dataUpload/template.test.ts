import { templateFile, templateHeaders } from './template';

describe("the upload template's csv", () => {
  it('escapes a formula-like header as the console does, and leaves the real headers alone (issue 26 §4)', async () => {
    expect((await templateFile(['=1+1', '@SUM(A1)', '-x', 'Temperature, °C'], 'csv', 'x')).toString('utf8')).toBe(
      `\uFEFF'=1+1,'@SUM(A1),'-x,"Temperature, °C"\r\n`,
    );
    const headers = templateHeaders('CT-100', 'zh-CN', 480);
    expect((await templateFile(headers, 'csv', 'x')).toString('utf8')).toBe(`\uFEFF${headers.join(',')}\r\n`);
  });
});
