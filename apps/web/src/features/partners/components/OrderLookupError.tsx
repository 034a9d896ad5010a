import { PageHeader } from '../../../components/PageHeader';
import { StatusBanner } from '../../../components/StatusBanner';
import { usePageTitle } from '../../../app/PageTitleContext';
import { orderTexts } from '../partnerTexts';

/** The Error page of an order that cannot be found or opened: the server's message (access §8). */
export function OrderLookupError({ message }: { message: string }) {
  usePageTitle(orderTexts.errorTitle);
  return (
    <>
      <PageHeader title={orderTexts.errorTitle} />
      <StatusBanner kind="error">{message}</StatusBanner>
    </>
  );
}
