import type { LocationTree } from '@cabildo/domain';

/** Every municipality of the location tree, with its areas, in one flat list for pickers. */
export function municipalityOptions(tree: LocationTree | undefined) {
  return (tree ?? []).flatMap((country) =>
    country.provinces.flatMap((province) =>
      province.municipalities.map((municipality) => ({
        ...municipality,
        province: province.name,
        country: country.name,
      })),
    ),
  );
}
