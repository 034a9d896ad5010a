// @vitest-environment jsdom
import type { MockLink } from '@apollo/client/testing';
import { act, cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderPage } from '../../../app/testing/renderPage';
import { DefaultTemplatesDocument } from '../../../graphql/generated/graphql';
import { templateTexts as texts } from '../templateTexts';
import { DefaultTemplateOffer } from './DefaultTemplateOffer';

afterEach(cleanup);

let asked = 0;

const offer = (templates: { id: string; name: string }[]) => {
  asked = 0;
  const mocks: MockLink.MockedResponse[] = [
    {
      request: {
        query: DefaultTemplatesDocument,
        variables: { equipmentID: 'e20', customerID: 'c1' },
      },
      result: () => {
        asked += 1;
        return { data: { templates: templates.map((t) => ({ __typename: 'Template', ...t })) } };
      },
    },
  ];
  return renderPage(
    <DefaultTemplateOffer equipmentID="e20" customerID="c1" customerSegment="c1" />,
    { route: '/:customer/equipment', at: '/c1/equipment', mocks },
  );
};

describe('DefaultTemplateOffer', () => {
  it("opens a default template's Create views with the new device in it", async () => {
    offer([{ id: 't1', name: 'UPS room' }]);
    const link = await screen.findByRole('link', { name: texts.offerFromTemplate('UPS room') });
    expect(link.getAttribute('href')).toBe('/c1/templates/t1?stamp=1&equipment=e20');
  });

  it('offers nothing when the model has no default template', async () => {
    const { container } = offer([]);
    await waitFor(() => expect(asked).toBe(1));
    // The answer is rendered before anything is looked for.
    await act(async () => {});
    expect(container.querySelector('a')).toBeNull();
  });
});
