import { Link } from "@/components/ui/link";
import { JsonLd } from "@/components/seo/json-ld";
import { Container, PageHeader } from "@/components/ui/page-header";
import { Prose } from "@/components/ui/prose";
import { USAGE_RETENTION } from "@/lib/domain/legal";
import { CLICK_RETENTION_DAYS, retentionLabel } from "@/lib/domain/plans";
import { breadcrumbLd, organizationLd } from "@/lib/domain/seo/jsonld";
import { metadataFor } from "@/tools/page-registry";
import { site } from "@/lib/platform/config/site";

export const metadata = metadataFor("/privacy-policy");

export default function PrivacyPolicyPage() {
  const email = site.contactEmail;
  return (
    <>
      <JsonLd data={[organizationLd(), breadcrumbLd([["Privacy Policy", "/privacy-policy"]])]} />
      <Container size="md">
        <PageHeader align="left" title="Privacy Policy" description={`Last updated ${site.legalUpdated}`} />
        <Prose>
          <p>
            This policy explains what personal data {site.name} (&ldquo;we&rdquo;, &ldquo;us&rdquo;) collects when you use
            our website and tools, why we collect it, how long we keep it, who we share it with and the choices you have.
            We collect only what the tools need to work, and we do not sell personal data.
          </p>

          <h2>1. Data we collect</h2>
          <h3>When you use a tool without an account</h3>
          <ul>
            <li>
              <strong>Usage counts:</strong> how many times per day you used each tool, so that we can apply the free
              daily limits. They are tied to a random visitor identifier kept in a signed cookie and to your IP address.
            </li>
            <li>
              <strong>What you ask a tool to keep:</strong> the destination address of each short link you create, its
              short code and its creation date. QR codes and unit conversions are computed for you and are not stored
              unless you have a plan with history and choose to keep them.
            </li>
          </ul>
          <h3>When you create an account</h3>
          <ul>
            <li>
              <strong>Account data:</strong> your e-mail address and your password, which we store only as a salted
              Argon2id hash; we can never read it.
            </li>
            <li>
              <strong>Plan data:</strong> your plan, subscription status and the customer and subscription identifiers
              our payment processor gives us.
            </li>
            <li>
              <strong>Content you create:</strong> your short links, custom domains, API keys (stored hashed) and, on
              paid plans, the QR code and conversion history and custom units you save.
            </li>
          </ul>
          <h3>When someone opens one of your short links</h3>
          <p>
            To give link owners their analytics we record the time of the click, the referring website&rsquo;s domain,
            the country derived from the request, and the device type, browser and operating system derived from the
            user agent. Automated visits (bots) are marked as such.
          </p>
          <h3>When you contact us</h3>
          <p>Your name, e-mail address, subject and message, so that we can answer you.</p>
          <h3>Technical data</h3>
          <p>
            Like every web server, ours receives your IP address, browser type and the page requested. We use this to
            deliver pages, prevent abuse (for example rate limits on sign-in and on the contact form) and fix errors.
          </p>

          <h2>2. Cookies</h2>
          <p>We use only the cookies the site needs to work, and no advertising or cross-site tracking cookies:</p>
          <ul>
            <li>
              <strong>Session cookie:</strong> keeps you signed in after you log in. It is removed when you sign out or
              when the session expires.
            </li>
            <li>
              <strong>Visitor cookie:</strong> a random identifier, signed so that it cannot be forged, used to count your
              free daily uses when you are not signed in. It is set the first time you send one of the site&rsquo;s forms
              (shorten a link, download a QR code, convert a file) without being signed in.
            </li>
          </ul>
          <p>
            When you pay, you are taken to Stripe&rsquo;s checkout page, where Stripe sets its own cookies to process the
            payment and prevent fraud, under Stripe&rsquo;s privacy policy.
          </p>

          <h2>3. How we use your data</h2>
          <ul>
            <li>To provide the tools: create and redirect short links, count usage against the free limits and show analytics to link owners.</li>
            <li>To run your account and subscription, including receipts and important service messages.</li>
            <li>To keep the service safe: detect abuse, block malicious links and protect accounts against password guessing.</li>
            <li>To answer your messages and support requests.</li>
          </ul>
          <p>
            Our legal bases are the performance of our contract with you (tools, accounts, subscriptions), our legitimate
            interest in running a secure and fair service (limits, abuse prevention, analytics for link owners), and legal
            obligations (for example keeping invoices).
          </p>

          <h2>4. Payments</h2>
          <p>
            Payments are processed by <strong>Stripe</strong>. Your card details go directly to Stripe and never reach
            our servers. We receive only what we need to manage your subscription: a customer identifier, the plan, the
            subscription status and billing dates.
          </p>

          <h2>5. How long we keep data</h2>
          <ul>
            <li>Usage data: up to {USAGE_RETENTION}, then deleted or aggregated so that it no longer identifies anyone.</li>
            <li>
              Clicks on short links (time, referrer, country, device, browser): {retentionLabel(CLICK_RETENTION_DAYS.free)} on the Free plan,{" "}
              {retentionLabel(CLICK_RETENTION_DAYS.basic)} on Basic, {retentionLabel(CLICK_RETENTION_DAYS.premium)} on Premium and Enterprise (the plan
              of the link&apos;s owner when the click happened), then deleted within a week (Free) or a month (paid plans). A link&apos;s total
              click count stays as long as the link.
            </li>
            <li>Account data and the content you created: for as long as your account exists.</li>
            <li>Short links created without an account: until they are deleted or disabled, so that they keep working for the people you shared them with.</li>
            <li>Contact messages: as long as needed to handle your request, and at most {USAGE_RETENTION}.</li>
            <li>Billing records: as long as tax and accounting law requires.</li>
          </ul>
          <p>
            When you delete your account, we delete your account data, your links and their analytics, and cancel your
            subscription.
          </p>

          <h2>6. Who we share data with</h2>
          <p>
            We do not sell or rent personal data. We share it only with service providers that help us run {site.name}
            (hosting, e-mail delivery and Stripe for payments), under contracts that allow them to use it only on our
            behalf, and with authorities when the law requires it.
          </p>

          <h2>7. Your rights</h2>
          <p>
            Depending on where you live, you may have the right to access, correct, export or delete your personal data,
            to object to or restrict its processing, and to withdraw consent. You can delete your account at any time
            from your <Link href="/account">account page</Link>. For any other request, write to{" "}
            <a href={`mailto:${email}`}>{email}</a>; we answer within 30 days. You may also complain to your local data
            protection authority.
          </p>

          <h2>8. Children</h2>
          <p>
            {site.name} is not intended for children under {site.minimumAge}, and we do not knowingly collect personal
            data from them. If you believe a child under {site.minimumAge} has given us personal data, contact us and we
            will delete it.
          </p>

          <h2>9. Security</h2>
          <p>
            The site is served over encrypted HTTPS connections. Passwords and API keys are stored only as hashes, access to production
            systems is restricted, and sign-in attempts are rate-limited. No system is perfectly secure; if a breach
            affects your data we will inform you and the authorities as the law requires.
          </p>

          <h2>10. International transfers</h2>
          <p>
            Our service providers may process data in other countries. Where that happens, we rely on safeguards such as
            the European Commission&rsquo;s standard contractual clauses.
          </p>

          <h2>11. Changes to this policy</h2>
          <p>
            We will post any change on this page and update the date above. If a change materially affects how we use
            your data, we will tell account holders by e-mail before it takes effect.
          </p>

          <h2>12. Contact</h2>
          <p>
            Questions about this policy or your data: <a href={`mailto:${email}`}>{email}</a> or our{" "}
            <Link href="/contact">contact form</Link>.
          </p>
        </Prose>
      </Container>
    </>
  );
}
