// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { OptimusTechnology } from '~/components/sections/optimus-technology';
import { contentOf } from '~/content/site-content';

const fr = contentOf('fr').optimus;

describe('/optimus technology table (spec §2, §9)', () => {
  it('heads its columns in the page language', () => {
    render(<OptimusTechnology {...fr.optimusContent.technology} />);
    expect(screen.getAllByRole('columnheader').map((th) => th.textContent)).toEqual([
      'Composant',
      'Coût estimé',
    ]);
  });
});
