import type { LinkParam, LinkParamInfo } from './linkCodec.ts';

/**
 * What features keep in the player's link, each value under its parameter's `field`. A feature adds its fields here
 * by declaration merging beside its parameters, and the app's root registers them, so run/link names no feature.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface FeatureLinkValues {}

export type FeatureField = keyof FeatureLinkValues & string;

/** A parameter read with the view's own: its value lands in the link's state under `field`. */
export type FeatureParam = {
  [F in FeatureField]: LinkParam<NonNullable<FeatureLinkValues[F]>> & { readonly field: F };
}[FeatureField];

const withView: FeatureParam[] = [];
const apart: LinkParamInfo[] = [];
let apartLength = 0;

/** Read in registration order, after the view's own parameters, as the notice names their fields. */
export function registerFeatureParams(params: readonly FeatureParam[]): void {
  for (const p of params) if (!withView.includes(p)) withView.push(p);
}

/** Parameters read apart (a learner's code): left out of the link's length limit, up to `max` characters of their own. */
export function registerApartParams(params: readonly LinkParamInfo[], max: number): void {
  if (params.every((p) => apart.includes(p))) return;
  apart.push(...params);
  apartLength += max;
}

export const featureParams = (): readonly FeatureParam[] => withView;
export const apartParams = (): { params: readonly LinkParamInfo[]; length: number } => ({
  params: apart,
  length: apartLength,
});
