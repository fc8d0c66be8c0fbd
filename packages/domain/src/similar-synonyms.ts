/**
 * Words and phrases quality reports use for the same thing (decision 057): one group a concept, its terms in
 * the form a report writes them. A word of a draft that is one of a group's terms also finds incidents that
 * hold another; a phrase ("not fitted") stands for its group wherever it appears. Kept small and general:
 * defects, and the few plain words whose synonyms a defect is named with. A word in two groups would tie
 * unrelated defects together: none is.
 */
/** Defects: a draft's defect names the problem, so it weighs more than its other words (similar-terms.ts). */
export const SIMILAR_DEFECT_SYNONYMS: readonly (readonly string[])[] = [
  ['crack', 'fracture', 'split', 'fissure'],
  ['corroded', 'corrosion', 'rust', 'oxidised', 'oxidation', 'oxidized'],
  ['scratch', 'scuff', 'gouge', 'abrasion mark'],
  ['bent', 'bend', 'deformed', 'deformation', 'buckled', 'kinked'],
  ['warped', 'warping', 'distorted', 'distortion', 'twisted'],
  ['leak', 'seep', 'drip', 'weep'],
  [
    'discoloured',
    'discolouration',
    'discolored',
    'discoloration',
    'wrong colour',
    'off colour',
    'yellowed',
    'faded',
  ],
  ['oversized', 'oversize', 'too large', 'too big', 'above tolerance', 'over tolerance'],
  ['undersized', 'undersize', 'too small', 'below tolerance', 'under tolerance'],
  ['missing', 'absent', 'omitted', 'not fitted', 'left out', 'not present', 'not installed'],
  ['loose', 'slack', 'wobbly', 'loosened', 'not tightened', 'under torqued', 'undertorqued'],
  ['burr', 'sharp edge', 'not deburred'],
  ['porosity', 'porous', 'pinhole', 'blowhole', 'void', 'gas pocket'],
  ['delaminated', 'delamination', 'layer separation', 'layers separating', 'debonded'],
  ['blister', 'bubble', 'bubbling'],
  ['contaminated', 'contamination', 'dirty', 'dirt', 'debris', 'foreign material', 'foreign body'],
  ['mislabelled', 'mislabeled', 'wrong label', 'label mismatch', 'incorrect label', 'labelling error'],
  ['noisy', 'noise', 'rattle', 'squeak', 'squeal', 'whine', 'grinding sound', 'grinding noise'],
  ['overheating', 'overheat', 'runs hot', 'too hot', 'excessive temperature', 'excessive heat'],
  ['seized', 'seizure', 'stuck', 'jammed', 'will not turn', 'does not turn', 'will not rotate'],
  ['chipped', 'chip', 'chipping', 'broken edge', 'spalled'],
  ['dent', 'dented', 'impact damage', 'ding'],
  ['misaligned', 'misalignment', 'out of alignment', 'not aligned', 'off centre', 'off center'],
  ['stripped thread', 'thread stripped', 'damaged thread', 'cross threaded', 'thread damage'],
  ['intermittent', 'sporadic', 'occasional failure'],
  ['short circuit', 'shorted', 'shorting', 'electrical short', 'short to ground'],
  ['brittle', 'brittleness', 'fragile', 'breaks easily', 'snapped'],
  ['flaking', 'flake', 'peeling', 'peel'],
  ['worn', 'wear', 'abraded', 'worn out'],
];

/** Plain words a defect is named with. */
export const SIMILAR_WORD_SYNONYMS: readonly (readonly string[])[] = [
  ['wrong', 'incorrect', 'mismatch', 'mismatched'],
  ['paint', 'coating', 'lacquer'],
  ['broken', 'break', 'broke'],
];
