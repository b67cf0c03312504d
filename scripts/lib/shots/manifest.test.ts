import { manifestText, parseManifest } from './manifest.ts';
import type { CellReport } from './report.ts';

const shot: CellReport = {
  merchant: 'royal88',
  language: 'EN',
  page: 'home',
  member: 'visitor',
  viewport: { name: 'medium', width: 390, height: 844 },
  file: 'royal88/en/home-visitor-medium.png',
  picture: true,
  status: 'shot',
};
const gone: CellReport = {
  ...shot,
  page: 'login',
  file: 'royal88/en/login-visitor-medium.png',
  picture: false,
  status: 'gone',
  before: 'before/royal88/en/login-visitor-medium.png',
};

test('a manifest keeps the cells shot, not the gone ones, and reads back', () => {
  expect(parseManifest(manifestText([shot, gone]))).toEqual([shot]);
});

test.each([
  { name: 'not JSON', text: '{' },
  { name: 'an empty file (a run cut short)', text: '' },
  { name: "another tool's JSON", text: '{"cells": []}' },
  { name: 'a cell without its picture flag', text: JSON.stringify({ written: 'wl shots', cells: [{ ...shot, picture: undefined }] }) },
  { name: 'a file outside the folder', text: JSON.stringify({ written: 'wl shots', cells: [{ ...shot, file: '../../etc/passwd.png' }] }) },
  { name: 'a viewport without a size', text: JSON.stringify({ written: 'wl shots', cells: [{ ...shot, viewport: { name: 'medium' } }] }) },
])('$name is not a manifest', ({ text }) => {
  expect(parseManifest(text)).toBeUndefined();
});
