import { DEFAULT_TIMEOUTS, nodeTimeouts } from './timeouts.ts';

describe('nodeTimeouts', () => {
  it.each([
    {
      name: 'the defaults: 10 s for the headers, 30 s for the whole request, 5 s idle between requests, checked every second',
      given: undefined,
      expected: { headersTimeout: 10_000, requestTimeout: 30_000, keepAliveTimeout: 5_000, connectionsCheckingInterval: 1_000 },
    },
    {
      name: 'short ones (tests): checked four times within the shortest',
      given: { headersMs: 300, requestMs: 500, keepAliveMs: 200 },
      expected: { headersTimeout: 300, requestTimeout: 500, keepAliveTimeout: 200, connectionsCheckingInterval: 75 },
    },
    {
      name: 'one given, the others their defaults',
      given: { requestMs: 60_000 },
      expected: { headersTimeout: 10_000, requestTimeout: 60_000, keepAliveTimeout: 5_000, connectionsCheckingInterval: 1_000 },
    },
    {
      name: "headers given longer than the whole request: the request's (Node refuses otherwise)",
      given: { headersMs: 20_000, requestMs: 8_000 },
      expected: { headersTimeout: 8_000, requestTimeout: 8_000, keepAliveTimeout: 5_000, connectionsCheckingInterval: 1_000 },
    },
    {
      name: 'very short ones: checked no more often than every 25 ms',
      given: { headersMs: 40, requestMs: 40, keepAliveMs: 40 },
      expected: { headersTimeout: 40, requestTimeout: 40, keepAliveTimeout: 40, connectionsCheckingInterval: 25 },
    },
  ])('$name', ({ given, expected }) => {
    expect(nodeTimeouts(given)).toEqual(expected);
  });

  it.each([{ headersMs: 0 }, { requestMs: -1 }, { keepAliveMs: 1.5 }, { headersMs: Number.NaN }])(
    '%j is refused: a time-out is a whole number of milliseconds above 0',
    (given) => {
      expect(() => nodeTimeouts(given)).toThrow(/time-out/);
    },
  );

  it('keeps its defaults as documented', () => {
    expect(DEFAULT_TIMEOUTS).toEqual({ headersMs: 10_000, requestMs: 30_000, keepAliveMs: 5_000 });
  });
});
