// The new business's card says which listing the owner said it is not, and how far, rounded.
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { DismissedDuplicatesNote, roundedDistance } from './dismissed-duplicates-note';

const text = (html: string) => html.replace(/<[^>]+>/g, '').replace(/<!-- -->/g, '');

describe('the dismissed duplicate note', () => {
  it("reads 'El dueño indicó que no es «…», a 40 m'", () => {
    const html = renderToString(
      <MemoryRouter>
        <DismissedDuplicatesNote
          duplicates={[
            { id: 2, name: 'Farmacia La Esperanza', distanceM: 38 },
            { id: 5, name: 'Farmacia Esperanza', distanceM: null },
          ]}
        />
      </MemoryRouter>,
    );
    expect(text(html)).toContain('El dueño indicó que no es «Farmacia La Esperanza», a 40 m');
    expect(text(html)).toContain('El dueño indicó que no es «Farmacia Esperanza»');
    expect(html).toContain('href="/negocio/2-farmacia-la-esperanza"');
  });

  it('says nothing when the owner dismissed no warning', () => {
    expect(renderToString(<DismissedDuplicatesNote duplicates={[]} />)).toBe('');
  });

  it('rounds to 10 m under a kilometre and to 0.1 km beyond', () => {
    expect(roundedDistance(4)).toBe('4 m');
    expect(roundedDistance(40)).toBe('40 m');
    expect(roundedDistance(994)).toBe('990 m');
    expect(roundedDistance(995)).toBe('1.0 km');
    expect(roundedDistance(12_345)).toBe('12.3 km');
  });
});
