import { templateSlotOrder } from '@vigil/domain';
import type { browserSession } from '../../testing/testApp.js';

type Session = ReturnType<typeof browserSession>;

async function gql<T>(session: Session, query: string, variables: Record<string, unknown>) {
  const { body } = await session.gql<T>(query, variables);
  if (body.errors?.length || !body.data) {
    throw new Error(`template fixture step failed: ${JSON.stringify(body.errors)}\n${query}`);
  }
  return body.data;
}

/**
 * Test fixture: a template of a view whose widgets read every sensor of the customer, and a view
 * stamped from it on the same equipment, made through the API as the web does it (the slots are
 * the equipment of the view's sensors in the domain's slot order, named as the equipment).
 */
export async function seedStampedTemplate(
  admin: Session,
  input: { customerId: string; viewId: string; name: string; stampedViewName: string },
) {
  const { sensors } = await gql<{
    sensors: { equipmentID: string; equipmentName: string }[];
  }>(admin, `query($c: ID) { sensors(customerID: $c, limit: 200) { equipmentID equipmentName } }`, {
    c: input.customerId,
  });
  const slots = templateSlotOrder(
    sensors.map((sensor) => ({ id: sensor.equipmentID, name: sensor.equipmentName })),
  );
  const { newTemplate } = await gql<{ newTemplate: { id: string } }>(
    admin,
    `mutation($v: ID!, $n: String!, $c: ID!, $e: [String!]!) {
      newTemplate(viewID: $v, name: $n, customerID: $c, equipmentNames: $e) { id } }`,
    { v: input.viewId, n: input.name, c: input.customerId, e: slots.map((slot) => slot.name) },
  );
  const { templateWidgets } = await gql<{ templateWidgets: { id: string }[] }>(
    admin,
    `query($id: ID!) { templateWidgets(id: $id) { id } }`,
    { id: newTemplate.id },
  );
  const { newTemplateView } = await gql<{ newTemplateView: { id: string } }>(
    admin,
    `mutation($t: ID!, $n: String!, $c: ID!, $e: [ID!]!) {
      newTemplateView(templateID: $t, name: $n, customerID: $c, equipment: $e) { id } }`,
    {
      t: newTemplate.id,
      n: input.stampedViewName,
      c: input.customerId,
      e: slots.map((slot) => slot.id),
    },
  );
  return {
    templateId: newTemplate.id,
    templateWidgetId: templateWidgets[0]!.id,
    stampedViewId: newTemplateView.id,
  };
}
