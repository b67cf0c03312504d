import { imageAddresses } from './imageServers.ts';

test.each([
  { name: 'an image on no listed server', src: 'https://other.example/a.png', servers: ['https://img1.example'], expected: ['https://other.example/a.png'] },
  { name: 'one server only', src: '/cdn/royal88/logo.png', servers: ['/cdn'], expected: ['/cdn/royal88/logo.png'] },
  {
    name: 'the first of three, then the others in order',
    src: 'https://img1.example/royal88/banner.jpg',
    servers: ['https://img1.example', 'https://img2.example', '/cdn'],
    expected: ['https://img1.example/royal88/banner.jpg', 'https://img2.example/royal88/banner.jpg', '/cdn/royal88/banner.jpg'],
  },
  {
    name: 'a later server, then the others in the listed order',
    src: '/cdn/royal88/banner.jpg',
    servers: ['https://img1.example/', 'https://img2.example', '/cdn'],
    expected: ['/cdn/royal88/banner.jpg', 'https://img1.example/royal88/banner.jpg', 'https://img2.example/royal88/banner.jpg'],
  },
  {
    name: 'a query kept',
    src: 'https://img1.example/a.png?v=2',
    servers: ['https://img1.example', '/cdn'],
    expected: ['https://img1.example/a.png?v=2', '/cdn/a.png?v=2'],
  },
  { name: 'a prefix that is not a path boundary', src: '/cdnx/a.png', servers: ['/cdn', 'https://img1.example'], expected: ['/cdnx/a.png'] },
  {
    name: 'the longest server that holds it',
    src: '/cdn/royal88/a.png',
    servers: ['/cdn', '/cdn/royal88', 'https://img1.example'],
    expected: ['/cdn/royal88/a.png', '/cdn/a.png', 'https://img1.example/a.png'],
  },
  {
    name: 'unusable servers ignored',
    src: '/cdn/a.png',
    servers: ['javascript:alert(1)', '//evil.example', '', '/cdn', 'img.example'],
    expected: ['/cdn/a.png'],
  },
  {
    name: 'a server listed twice counts once',
    src: '/cdn/a.png',
    servers: ['/cdn', 'https://img1.example', 'https://img1.example/'],
    expected: ['/cdn/a.png', 'https://img1.example/a.png'],
  },
  { name: 'no servers', src: '/cdn/a.png', servers: [], expected: ['/cdn/a.png'] },
])('$name', ({ src, servers, expected }) => {
  expect(imageAddresses(src, servers)).toEqual(expected);
});
