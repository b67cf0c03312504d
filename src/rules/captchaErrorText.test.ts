import { captchaErrorText, type CaptchaErrorText, type CaptchaFailure } from './captchaErrorText.ts';

describe('captchaErrorText', () => {
  test.each<[string, CaptchaFailure | undefined, CaptchaErrorText]>([
    ['no script from any server', { code: 60204, message: 'Network failure' }, { messageId: 'captcha.network_failure' }],
    ['an incomplete script', { code: 60205, message: '' }, { messageId: 'captcha.network_failure' }],
    ['a code given as text', { code: '60204', message: 'Network failure' }, { messageId: 'captcha.network_failure' }],
    ['a failed call of the script', { code: 60500, message: 'The check has expired, please start again' }, { messageId: 'captcha.failed' }],
    ["the catalogue's words for a failed config call", { messageId: 'network_offline' }, { messageId: 'network_offline' }],
    ["a code the app does not know: the script's own words", { code: 60101, message: '验证服务暂不可用' }, { message: '验证服务暂不可用' }],
    ["the server's message for a failed config call", { message: '服务器维护中' }, { message: '服务器维护中' }],
    ['an unknown code without words', { code: 12 }, { messageId: 'unknown_error' }],
    ['nothing at all', undefined, { messageId: 'unknown_error' }],
  ])('%s', (_name, failure, text) => {
    expect(captchaErrorText(failure)).toEqual(text);
  });
});
