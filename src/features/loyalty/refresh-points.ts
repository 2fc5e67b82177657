import { baseApi } from '@/api/base-api';

/**
 * The points total lives in the user summary ('User': the header badge) and the loyalty lists
 * ('Loyalty'); every action that changes points invalidates both, instead of polling the total.
 */
export const POINTS_TAGS = ['User', 'Loyalty'] as const;

/** The one way to refresh the points after something elsewhere changed them (an order placed). */
export const refreshPoints = () => baseApi.util.invalidateTags([...POINTS_TAGS]);
