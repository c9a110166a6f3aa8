// The wizard ends on 'Mis negocios' with the new business open: one address both features read
// (features never import each other).
export const NEW_BUSINESS_PARAM = 'nuevo';

export const newBusinessPath = (businessId: number) =>
  `/mis-negocios?${NEW_BUSINESS_PARAM}=${businessId}`;
