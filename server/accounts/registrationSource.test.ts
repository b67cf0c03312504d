import { registrationSource } from './registrationSource.ts';

test.each([
  { body: { registerMethod: 'APP', loginDeviceId: '0F8E2C1A-3B4D-4E5F-8A9B-1C2D3E4F5A6B' }, method: 'APP', device: '0f8e2c1a-3b4d-4e5f-8a9b-1c2d3e4f5a6b' },
  { body: { registerMethod: 'webclip', loginDeviceId: 'abc' }, method: 'WEBCLIP', device: null },
  { body: { registerMethod: 'DESKTOP', loginDeviceId: 42 }, method: null, device: null },
  { body: {}, method: null, device: null },
])('$body is kept as $method / $device', ({ body, method, device }) => {
  expect(registrationSource(body)).toMatchObject({ registerMethod: method, deviceId: device });
});

test.each([
  { body: { affiliateCode: ' AFF1 ', pixelTrack: { ad_fbclid: 'FB1', ad_gclid: '' } }, affiliate: 'AFF1', pixels: { ad_fbclid: 'FB1' } },
  { body: { affiliateCode: '', pixelTrack: null }, affiliate: null, pixels: null },
  { body: { affiliateCode: 42, pixelTrack: ['FB1'] }, affiliate: null, pixels: null },
  { body: { affiliateCode: 'x'.repeat(101), pixelTrack: { ad_fbclid: 'y'.repeat(3000) } }, affiliate: null, pixels: null },
])('attribution $body is kept as $affiliate / $pixels', ({ body, affiliate, pixels }) => {
  expect(registrationSource(body)).toMatchObject({ affiliateCode: affiliate, pixelTrack: pixels });
});
