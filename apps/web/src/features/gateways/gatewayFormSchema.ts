import { zodResolver } from '@hookform/resolvers/zod';
import { registerGatewaySchema, updateGatewaySchema } from '@vigil/domain';
import type { Resolver } from 'react-hook-form';
import type { z } from 'zod';

/** The form's inputs hold text; the schemas turn the poll interval into seconds. */
export interface GatewayFormInput {
  name: string;
  pollInterval: string;
}
export interface RegisterGatewayFormInput extends GatewayFormInput {
  externalID: string;
}

/** Rename and poll interval: the name stays required; a blank interval leaves it as it is. */
const editGatewaySchema = updateGatewaySchema.extend({ name: registerGatewaySchema.shape.name });
export type GatewayFormValues = z.output<typeof editGatewaySchema>;
export type RegisterGatewayFormValues = z.output<typeof registerGatewaySchema>;

const editResolver = zodResolver(editGatewaySchema);
const registerResolver = zodResolver(registerGatewaySchema);

/** The domain's schemas over the forms' text inputs (their input types allow any value). */
export const editGatewayResolver: Resolver<GatewayFormInput, unknown, GatewayFormValues> = (
  values,
  context,
  options,
) => editResolver(values, context, options as never) as never;

export const registerGatewayResolver: Resolver<
  RegisterGatewayFormInput,
  unknown,
  RegisterGatewayFormValues
> = (values, context, options) => registerResolver(values, context, options as never) as never;
