import type { Resolvers } from '../../graphql/generated/resolvers-types.js';
import {
  addOverlayView,
  overlayView,
  saveOverlays,
  updateOverlayImage,
  updateOverlayView,
} from './overlays.service.js';

export const overlaysResolvers: Resolvers = {
  Query: {
    overlayView: (_parent, args, ctx) => overlayView(ctx, args),
  },
  Mutation: {
    addOverlayView: (_parent, args, ctx) => addOverlayView(ctx, args),
    updateOverlayImage: (_parent, args, ctx) => updateOverlayImage(ctx, args),
    updateOverlayView: (_parent, args, ctx) => updateOverlayView(ctx, args),
    saveOverlays: (_parent, args, ctx) => saveOverlays(ctx, args),
  },
  OverlayData: {
    __resolveType: (data) =>
      'url' in data ? 'OverlayLink' : 'viewID' in data ? 'OverlayViewLink' : 'Sensor',
  },
};
