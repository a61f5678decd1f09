import { Type, type Static } from '@sinclair/typebox';
import { Nullable, StringEnum } from './common';

export const TERRITORY_LEVELS = ['zone', 'state', 'cluster'] as const;
export type TerritoryLevel = (typeof TERRITORY_LEVELS)[number];

/** GET /auth/subterritories/fetch/ item: a sales territory (zone > state > cluster). */
export const Territory = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  level: StringEnum(TERRITORY_LEVELS),
  parent_id: Nullable(Type.Integer()),
});
export type Territory = Static<typeof Territory>;
export const TerritoryList = Type.Array(Territory);
export type TerritoryList = Static<typeof TerritoryList>;

/** POST /auth/territories/create/ (back office): a zone has no parent; a state's parent is a zone, a cluster's a state. */
export const TerritoryCreateRequest = Type.Object(
  {
    name: Type.String({ minLength: 2, maxLength: 120 }),
    level: StringEnum(TERRITORY_LEVELS),
    parent_id: Type.Optional(Nullable(Type.Integer({ minimum: 1 }))),
  },
  { additionalProperties: false },
);
export type TerritoryCreateRequest = Static<typeof TerritoryCreateRequest>;
