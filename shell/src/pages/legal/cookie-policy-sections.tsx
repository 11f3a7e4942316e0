import { Link as RouterLink } from '@reedmere/router';
import { AGENCY } from '@reedmere/agency';
import { CookieSettingsButton } from './cookie-settings-button';
import { COOKIE_CONSENT_STORAGE_KEY } from '@reedmere/contracts';
import { CookieTable } from './cookie-table';
import { BulletList, Paragraph } from './legal-text';
import { NewTabLink } from '@reedmere/web-kit';
import { LegalContactBlock, type LegalSection } from './legal-page';

const GA_OPT_OUT_URL = 'https://tools.google.com/dlpage/gaoptout';
const YOUR_ONLINE_CHOICES_URL = 'https://www.youronlinechoices.com/uk';

/**
 * The cookie policy's 8 sections. The table and the statements match what the site really stores
 * (the admin session cookie and the consent record).
 */
export function cookiePolicySections(reload?: () => void): readonly LegalSection[] {
  return [
    {
      id: 'what-are-cookies',
      title: 'What cookies are',
      content: (
        <>
          <Paragraph>
            Cookies are small text files that a website places on your computer, tablet or phone.
            Websites also use similar technologies, such as your browser’s local storage, to
            remember information between visits. In this policy we call all of these
            &lsquo;cookies&rsquo;.
          </Paragraph>
          <Paragraph>
            This policy explains which cookies the {AGENCY.name} website uses, why, and how you can
            control them.
          </Paragraph>
        </>
      ),
    },
    {
      id: 'types-of-cookies',
      title: 'Types of cookies',
      content: (
        <>
          <Paragraph>Our cookie banner groups cookies into four categories:</Paragraph>
          <BulletList
            items={[
              <>
                <strong>Essential</strong>: needed for the website to work, for example to keep
                staff signed in and to remember your cookie choices. These are always active.
              </>,
              <>
                <strong>Analytics</strong>: would help us understand how visitors use the website so
                that we can improve it.
              </>,
              <>
                <strong>Marketing</strong>: would be used to show you relevant property advertising
                on other websites.
              </>,
              <>
                <strong>Functionality</strong>: would remember choices you make, such as saved
                searches, to give you a more personal experience.
              </>,
            ]}
          />
          <Paragraph>
            At present we set no analytics, marketing or functionality cookies, even if you accept
            those categories. Your choice is recorded so that it is respected if we introduce any
            such cookies in future; we will update this policy first.
          </Paragraph>
        </>
      ),
    },
    {
      id: 'third-party-cookies',
      title: 'Third-party cookies',
      content: (
        <Paragraph>
          Our website does not embed content from other companies that sets cookies, so no
          third-party cookies are placed when you visit it. We link to property portals and social
          media sites; those sites set their own cookies when you visit them, under their own cookie
          policies.
        </Paragraph>
      ),
    },
    {
      id: 'managing-preferences',
      title: 'Managing your preferences',
      content: (
        <>
          <Paragraph>
            When you first visit, our cookie banner asks for your choices. Your choice is stored in
            your browser under &lsquo;{COOKIE_CONSENT_STORAGE_KEY}&rsquo;. To change it, use the
            button below: it clears your saved choice and reloads the page so that the banner
            appears again.
          </Paragraph>
          <CookieSettingsButton reload={reload} />
          <Paragraph>
            You can also block or delete cookies in your browser settings; the help pages of your
            browser explain how. To opt out of analytics and advertising cookies across other
            websites, you can use:
          </Paragraph>
          <BulletList
            items={[
              <>
                <NewTabLink href={GA_OPT_OUT_URL}>
                  Google Analytics opt-out browser add-on
                </NewTabLink>
              </>,
              <>
                <NewTabLink href={YOUR_ONLINE_CHOICES_URL}>Your Online Choices</NewTabLink> (online
                behavioural advertising)
              </>,
            ]}
          />
        </>
      ),
    },
    {
      id: 'cookies-we-use',
      title: 'Cookies we use',
      content: (
        <>
          <Paragraph>
            The table below lists everything this website stores in your browser. Both items are
            essential. No analytics, marketing or functionality cookies are set at present, even
            when those categories are accepted.
          </Paragraph>
          <CookieTable />
        </>
      ),
    },
    {
      id: 'disabling-cookies',
      title: 'If you disable cookies',
      content: (
        <Paragraph>
          The public website works fully without cookies: you can browse properties, use our
          calculators and send an enquiry. If local storage is blocked, the cookie banner cannot
          remember your choice and may appear on each visit. Signing in to the administration area
          needs the session cookie, so staff must allow it.
        </Paragraph>
      ),
    },
    {
      id: 'updates',
      title: 'Updates to this policy',
      content: (
        <Paragraph>
          We will update this policy, and the table above, before we change the cookies we use. The
          date at the top of this page shows when it was last updated. Please also read our{' '}
          <RouterLink to="/privacy-policy" className="kit-link">
            Privacy Policy
          </RouterLink>
          .
        </Paragraph>
      ),
    },
    {
      id: 'contact-us',
      title: 'Contact us',
      content: (
        <>
          <Paragraph>
            If you have any questions about our use of cookies, please contact us:
          </Paragraph>
          <LegalContactBlock />
        </>
      ),
    },
  ];
}
