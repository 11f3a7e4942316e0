import { Button, Container, Stack, Typography } from '@mui/material';
import type { SeoPage, SeoPageInput } from '@reedmere/contracts';
import { Link as RouterLink } from '@reedmere/router';
import { ArrowBackIcon, isApiError, isSignedOut, notify } from '@reedmere/web-kit';
import type { Redirect } from '../../../shared/auth/redirect';
import { QUICK_LOGIN_DELAY_MS, type SendToLogin } from '../../../shared/auth/use-login-redirect';
import { useCollectionTab, type WriteAction } from '../../../shared/collection/use-collection-tab';
import { ListState, managedListTexts } from '../../../shared/list-state';
import { SectionHeading } from '../../../shared/section-heading';
import { SEO_PAGES_URL, seoPagesApi } from '../api/seo-pages-api';
import {
  emptySeoForm,
  seoFormFromPage,
  seoInputFromForm,
  seoInputFromPage,
  type SeoFormValues,
} from '../lib/seo-form-values';
import { useMayDo } from '../../../shared/auth/staff-rights';
import { QuickAdd } from './quick-add';
import { SeoPageForm } from './seo-page-form';
import { SeoPageList } from './seo-page-list';

/** Tells the admin why a change failed; a signed-out admin is sent to log in after 0.5 s. */
function reportSeoFailure(failure: unknown, action: WriteAction, sendToLogin: SendToLogin) {
  if (isSignedOut(failure)) {
    notify.error({ title: 'Please log in to manage SEO pages.' });
    sendToLogin(QUICK_LOGIN_DELAY_MS);
    return;
  }
  const serverMessage = isApiError(failure) ? failure.serverMessage : undefined;
  notify.error({
    title:
      action === 'create'
        ? (serverMessage ?? 'Failed to create SEO page.')
        : `Failed to ${action} SEO page.`,
  });
}

/** SEO management: the per-page titles, descriptions and sharing cards. */
export function SeoManagementPage({ redirect }: { redirect: Redirect }) {
  const mayChange = useMayDo({ change: ['news'] });
  const tab = useCollectionTab<SeoPage, SeoFormValues, SeoPageInput>({
    url: SEO_PAGES_URL,
    scope: 'seo-page',
    redirect,
    nameOf: (page) => page.pagePath,
    newItem: 'the new SEO page',
    formValues: seoFormFromPage,
    prepare: seoInputFromForm,
    api: seoPagesApi,
    messages: {
      created: 'SEO page created successfully.',
      updated: 'SEO page updated successfully.',
      deleted: 'SEO page deleted successfully.',
    },
    reportFailure: reportSeoFailure,
    deleteQuestion: (page) => ({
      title: 'Delete SEO page',
      text: `Are you sure you want to delete the SEO settings for ${page.pagePath}?`,
    }),
  });
  const { form, edited } = tab;

  const toggleActive = (page: SeoPage) =>
    tab.runOnItem(
      page,
      (id) => seoPagesApi.update(id, { ...seoInputFromPage(page), isActive: !page.isActive }),
      'SEO page updated successfully.',
      (failure) => reportSeoFailure(failure, 'update', tab.sendToLogin),
    );

  const startCreate = (pagePath = '') => tab.startCreate(emptySeoForm(pagePath));

  const body = (
    <ListState read={tab.list} {...managedListTexts('SEO pages')}>
      {(pages) => (
        <Stack spacing={3}>
          {!mayChange ? null : form === null ? (
            <>
              <div>
                <Button variant="contained" onClick={() => startCreate()}>
                  Add SEO page
                </Button>
              </div>
              <QuickAdd pages={pages} onAdd={startCreate} />
            </>
          ) : (
            <SeoPageForm
              key={form.key}
              {...form.props}
              heading={edited ? `Edit ${edited.pagePath}` : 'Add SEO page'}
              submitLabel={edited ? 'Update' : 'Create'}
            />
          )}
          <section aria-labelledby="configured-pages-heading">
            <SectionHeading id="configured-pages-heading" headingRef={tab.headingRef} gutterBottom>
              Configured pages
            </SectionHeading>
            <SeoPageList
              pages={pages}
              {...tab.itemActions}
              readOnly={!mayChange}
              onToggleActive={(page) => void toggleActive(page)}
            />
          </section>
        </Stack>
      )}
    </ListState>
  );

  return (
    <Container component="section" sx={{ py: { xs: 3, md: 6 } }}>
      {/* Opened in a tab of its own, so the way back to the panel is not the browser's Back. */}
      <Button component={RouterLink} to="/admin" startIcon={<ArrowBackIcon />} sx={{ mb: 2 }}>
        Back to the admin panel
      </Button>
      <Typography variant="h3" component="h1" gutterBottom>
        SEO Management
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        Search titles, descriptions and social sharing cards for each page of the site.
      </Typography>
      {body}
      {tab.dialogs}
    </Container>
  );
}
