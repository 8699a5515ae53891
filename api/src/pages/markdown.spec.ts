import { pageHtml } from './markdown';

describe('pageHtml', () => {
  it('writes headings, lists, emphasis and safe links', () => {
    const html = pageHtml('## Your rights\n\n- **Ask** for a copy\n- Write to [us](mailto:info@kenyancrafts.co.ke), call [us](tel:+254712345678) or see [returns](/returns) and [the Commissioner](https://www.odpc.go.ke)');
    expect(html).toContain('<h2>Your rights</h2>');
    expect(html).toContain('<strong>Ask</strong>');
    for (const href of ['mailto:info@kenyancrafts.co.ke', 'tel:+254712345678', '/returns', 'https://www.odpc.go.ke']) expect(html).toContain(`href="${href}"`);
  });

  it('writes raw HTML out as text, so no script or handler runs', () => {
    const html = pageHtml('Hello <script>alert(1)</script>\n\n<img src=x onerror="alert(2)">\n\n<a href="javascript:alert(3)">x</a>');
    expect(html).not.toMatch(/<script|<img|<a /i);
    expect(html).toContain('&lt;script&gt;');
  });

  it.each([
    '[x](javascript:alert(1))',
    '[x](JaVaScRiPt:alert(1))',
    '[x](java&#x73;cript:alert(1))',
    '[x](&#x6A;avascript:alert(1))',
    '[x](vbscript:msgbox(1))',
    '[x](data:text/html;base64,PHNjcmlwdD4=)',
    '![x](data:image/svg+xml;base64,PHN2Zz4=)',
    '[x](file:///etc/passwd)',
    '[x]( javascript:alert(1))',
    '[x](<java\tscript:alert(1)>)',
    '<javascript:alert(1)>',
  ])('keeps no live link for %s', (text) => {
    expect(pageHtml(text)).not.toMatch(/href=|src=/);
  });

  it('keeps relative and anchor links', () => {
    expect(pageHtml('[shipping](shipping) [top](#top)')).toMatch(/href="shipping".*href="#top"/);
  });
});
