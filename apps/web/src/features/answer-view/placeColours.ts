// The answer's place and its asset: one colour each, in the words and on the map.
export const PLACE_COLOUR = '#1d4e89';
export const ASSET_COLOUR = '#d97706';
