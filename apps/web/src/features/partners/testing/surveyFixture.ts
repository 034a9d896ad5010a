import type { SurveyFieldsFragment } from '../../../graphql/generated/graphql';

/** A site survey as the server answers it, for the survey pages' tests. */
export function surveyFixture(patch: Partial<SurveyFieldsFragment> = {}): SurveyFieldsFragment {
  // With the __typename the server answers, which the generated types leave out.
  return {
    __typename: 'SiteSurvey',
    id: 's1',
    visibleID: 'S-000001',
    partnerID: 'p1',
    customerID: 'c1',
    customerName: 'Acme',
    quoteID: null,
    siteName: 'Main plant',
    siteContactName: 'Sam Site',
    siteContactEmail: 'sam@acme.test',
    link: { __typename: 'SurveyLink', isActive: true, url: null, sentTo: null, sentAt: null },
    progress: 40,
    feedback: 'Two racks in the basement.',
    equipment: [
      {
        __typename: 'SurveyEquipment',
        id: 'e1',
        name: 'UPS',
        quantity: 2,
        commentCount: 1,
        attachmentCount: 0,
      },
    ],
    attachments: [
      {
        __typename: 'SurveyAttachment',
        id: 'a1',
        equipmentID: null,
        name: 'rack.jpg',
        description: 'The rack',
        contentType: 'image/jpeg',
        size: 2048,
        downloadPath: '/files/surveys/a1',
        createdAt: '2026-11-01T10:00:00.000Z',
      },
    ],
    comments: [
      {
        __typename: 'SurveyComment',
        id: 'm1',
        equipmentID: 'e1',
        comment: 'Both are on the same circuit.',
        author: 'Sam Site',
        createdAt: '2026-11-01T10:00:00.000Z',
      },
    ],
    submittedAt: null,
    createdAt: '2026-11-01T09:00:00.000Z',
    updatedAt: '2026-11-01T10:00:00.000Z',
    ...patch,
  } as SurveyFieldsFragment;
}

/** A File of a given size (its content is one byte). */
export function sizedFile(name: string, size: number, type = 'image/jpeg'): File {
  const made = new File(['x'], name, { type });
  Object.defineProperty(made, 'size', { value: size });
  return made;
}
