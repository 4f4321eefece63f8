import { describe, expect, it } from 'vitest';
import { MAX_ARTWORK_DIMENSION } from '../catalog/artworks.ts';
import { addArtFormSchema } from './add-art-form.ts';
import { productSubmissionSchema } from './products.ts';

const widthProblem = (Width: unknown) => {
  const result = productSubmissionSchema.safeParse({ Width });
  return result.error?.issues.find((issue) => issue.path[0] === 'Width')?.message;
};

describe('the size of an artwork', () => {
  it('is at most what its numeric(8, 2) column holds', () => {
    expect(widthProblem(MAX_ARTWORK_DIMENSION)).toBeUndefined();
    expect(widthProblem(1_000_000)).toBe('Width must be at most 999,999.99 inches');
    expect(widthProblem('0')).toBe('Width must be greater than 0');
  });

  it('shows the same message under the Add ART form field', () => {
    const result = addArtFormSchema().safeParse({ width: '1000000', height: '12' });
    const issue = result.error?.issues.find((candidate) => candidate.path[0] === 'width');
    expect(issue?.message).toBe('Width must be at most 999,999.99 inches');
  });
});
