import { fireEvent, render, screen } from '@testing-library/react';
import { SafeHtml, sanitizeHtml } from './SafeHtml.tsx';

describe('sanitizeHtml', () => {
  test.each([
    { name: 'a script', html: '<p>hi</p><script>window.pwned = 1</script>', keeps: '<p>hi</p>', drops: '<script' },
    { name: 'an onerror handler', html: '<img src="x" onerror="window.pwned = 1">', keeps: '<img src="x">', drops: 'onerror' },
    { name: 'a javascript: link', html: '<a href="javascript:alert(1)">x</a>', keeps: '<a>x</a>', drops: 'javascript' },
    { name: 'a protocol-relative link', html: '<a href="//evil.test/m">x</a>', keeps: '<a>x</a>', drops: 'evil' },
    { name: 'a form', html: '<form action="https://evil.test"><input name="pw"></form><b>ok</b>', keeps: '<b>ok</b>', drops: '<form' },
    { name: 'inline styles', html: '<p style="color:#000">t</p>', keeps: '<p>t</p>', drops: 'style' },
    { name: 'an iframe', html: '<iframe src="https://evil.test"></iframe>', keeps: '', drops: 'iframe' },
  ])('takes out $name', ({ html, keeps, drops }) => {
    const clean = sanitizeHtml(html);
    expect(clean).toContain(keeps);
    expect(clean).not.toContain(drops);
  });

  test('a web link opens in a new tab with no way back; an app route stays in place', () => {
    const clean = sanitizeHtml('<a href="https://promo.test/a" target="_self">web</a><a href="/m/activity?id=1" target="_blank">app</a>');
    expect(clean).toBe('<a href="https://promo.test/a" target="_blank" rel="noopener noreferrer">web</a><a href="/m/activity?id=1">app</a>');
  });
});

describe('SafeHtml', () => {
  test('a click on an app route is handed to onRoute instead of loading a page', () => {
    const onRoute = vi.fn();
    render(<SafeHtml html={'<p>See <a href="/m/activity?id=101">the offer</a> or <a href="https://x.test">this</a>.</p>'} onRoute={onRoute} />);
    const inApp = screen.getByRole('link', { name: 'the offer' });
    expect(fireEvent.click(inApp)).toBe(false);
    expect(onRoute).toHaveBeenCalledWith('/m/activity?id=101');
    fireEvent.click(screen.getByRole('link', { name: 'this' }));
    expect(onRoute).toHaveBeenCalledTimes(1);
  });
});
