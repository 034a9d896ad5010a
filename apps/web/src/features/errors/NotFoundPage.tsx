import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { messages } from '@vigil/domain';
import { PageHeader } from '../../components/PageHeader';
import { usePageTitle } from '../../app/PageTitleContext';
import { useGoBack } from '../../app/useGoBack';

/** Any unknown path (spec access §2). The 404 status itself is the server's concern. */
export function NotFoundPage() {
  usePageTitle(messages.notFoundTitle);
  const goBack = useGoBack();
  return (
    <>
      <PageHeader title={messages.notFoundTitle} />
      <Typography variant="body1" sx={{ mb: 3 }}>
        {messages.notFound}
      </Typography>
      <Button variant="contained" onClick={goBack}>
        Go Back
      </Button>
    </>
  );
}
