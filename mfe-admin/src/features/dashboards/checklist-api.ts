import type { Checklist } from 'shared-ui/contracts/checklist-contract';
import { adminApi } from '../admin-api/admin-api';

/** GET /photobooth/checklist/: the server decides every step; the dashboards only show it. */
export const checklistApi = adminApi.injectEndpoints({
  endpoints: (build) => ({
    getChecklist: build.query<Checklist, void>({
      query: () => '/photobooth/checklist/',
      // Profile, staff and locations change steps; eID and mandate are changed on other pages,
      // so the dashboard asks again each time it is opened.
      providesTags: ['Profile', 'Staff', 'Shops'],
    }),
  }),
});

export const { useGetChecklistQuery } = checklistApi;
