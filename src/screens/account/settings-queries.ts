import { paymentMethodQuery, userPreferencesQuery } from '../../api/account-api';
import { firstQuery } from '../../app-router/screen-queries';

/** The settings page's own data, as its sections read it and as the page prefetches it. */
export const preferencesQuery = (userId: string) => firstQuery(userPreferencesQuery(userId));
export const savedCardQuery = firstQuery(paymentMethodQuery);
