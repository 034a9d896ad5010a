import { describe, expect, it } from 'vitest';
import { UPLOAD_LIMIT_BYTES, uploadError, uploadProgress } from './upload.js';

describe('uploadError', () => {
  it.each<[number, string | undefined]>([
    [0, undefined],
    [1_048_576, undefined],
    [UPLOAD_LIMIT_BYTES - 1, undefined],
    [UPLOAD_LIMIT_BYTES, 'Too big: 10.0MB/10MB'],
    [UPLOAD_LIMIT_BYTES + 1, 'Too big: 10.1MB/10MB'],
    [11_010_048, 'Too big: 10.5MB/10MB'],
    [11_010_049, 'Too big: 10.6MB/10MB'],
    [15_728_640, 'Too big: 15.0MB/10MB'],
    [104_857_600, 'Too big: 100.0MB/10MB'],
  ])('%i bytes → %s', (size, expected) => {
    expect(uploadError({ size })).toBe(expected);
  });
});

describe('uploadProgress', () => {
  it.each([
    [0, 100, 0],
    [50, 100, 50],
    [999, 1000, 99],
    [1000, 1000, 100],
    [2000, 1000, 100],
    [10, 0, 0],
  ])('%i of %i → %i%%', (loaded, total, percent) => {
    expect(uploadProgress(loaded, total)).toBe(percent);
  });
});
