import { describe, expect, it } from 'vitest';
import {
  locatedViewFromState,
  paramsWithoutView,
  paramsWithView,
  viewFromParams,
} from './map-view';

describe('the map view in the address', () => {
  it('writes the centre to five decimals and a whole zoom, keeping the filters', () => {
    const params = paramsWithView(new URLSearchParams('q=farmacia'), {
      center: { lat: 19.793412345, lng: -70.688398765 },
      zoom: 14,
    });
    expect(params.toString()).toBe('q=farmacia&centro=19.79341%2C-70.6884&zoom=14');
    expect(viewFromParams(params)).toEqual({ center: { lat: 19.79341, lng: -70.6884 }, zoom: 14 });
    expect(paramsWithoutView(params).toString()).toBe('q=farmacia');
  });

  it('ignores a view that is not one', () => {
    for (const query of [
      'centro=19.7,-70.6',
      'zoom=12',
      'centro=19.7&zoom=12',
      'centro=19.7,-70.6,3&zoom=12',
      'centro=95,-70.6&zoom=12',
      'centro=19.7,-70.6&zoom=12.5',
      'centro=19.7,-70.6&zoom=40',
      'centro=a,b&zoom=12',
    ])
      expect(viewFromParams(new URLSearchParams(query)), query).toBeNull();
  });

  it("reads the located view only from the history entry's own state", () => {
    const view = { center: { lat: 19.75, lng: -70.51 }, zoom: 15 };
    expect(locatedViewFromState({ locatedView: view })).toEqual(view);
    expect(locatedViewFromState(null)).toBeNull();
    expect(locatedViewFromState({ other: 1 })).toBeNull();
    expect(locatedViewFromState({ locatedView: { center: {}, zoom: 3 } })).toBeNull();
  });
});
