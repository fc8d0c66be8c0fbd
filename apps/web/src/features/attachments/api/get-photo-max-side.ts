import { apiRequest } from '../../../lib/api-client';
import { DEFAULT_PHOTO_MAX_SIDE } from '../lib/photo-scale';

/**
 * The longest side photos are scaled to, from the app settings (`GET /v1/settings`). Falls back to the
 * default when the settings cannot be read (offline, or a server without them), so that uploads never wait on it.
 */
export async function getPhotoMaxSide(): Promise<number> {
  try {
    const settings = await apiRequest<{ photoMaxSide?: unknown } | undefined>('/v1/settings');
    const value = settings?.photoMaxSide;
    return typeof value === 'number' && value > 0 ? value : DEFAULT_PHOTO_MAX_SIDE;
  } catch {
    return DEFAULT_PHOTO_MAX_SIDE;
  }
}
