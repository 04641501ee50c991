import { Link } from "@/components/ui/link";
import { JsonLd } from "@/components/seo/json-ld";
import { Container, PageHeader } from "@/components/ui/page-header";
import { Prose } from "@/components/ui/prose";
import { LIABILITY_CAP_MONTHS } from "@/lib/domain/legal";
import { FREE_DAILY_LIMITS } from "@/lib/domain/plans";
import { breadcrumbLd, organizationLd } from "@/lib/domain/seo/jsonld";
import { metadataFor } from "@/tools/page-registry";
import { site } from "@/lib/platform/config/site";

export const metadata = metadataFor("/terms-of-service");

export default function TermsOfServicePage() {
  const email = site.contactEmail;
  return (
    <>
      <JsonLd data={[organizationLd(), breadcrumbLd([["Terms of Service", "/terms-of-service"]])]} />
      <Container size="md">
        <PageHeader align="left" title="Terms of Service" description={`Last updated ${site.legalUpdated}`} />
        <Prose>
          <p>
            These terms govern your use of {site.name}: the website, its tools, accounts, paid plans and the API
            (together, the &ldquo;Service&rdquo;). By using the Service you agree to them. If you do not agree, please do
            not use the Service.
          </p>

          <h2>1. Who may use the Service</h2>
          <p>
            You must be at least {site.minimumAge} years old to use the Service or create an account. If you are under the
            age of majority where you live, you may use the Service only with the consent of a parent or guardian. If you
            use the Service for an organisation, you confirm that you may accept these terms on its behalf.
          </p>

          <h2>2. Your account</h2>
          <p>
            Give us a valid e-mail address, keep your password secret and tell us promptly if you think someone else has
            used your account. You are responsible for what happens under your account and its API keys.
          </p>

          <h2>3. Free use and daily limits</h2>
          <p>
            The live tools are free within daily limits, currently {FREE_DAILY_LIMITS.qr} QR codes,{" "}
            {FREE_DAILY_LIMITS.url} short links and {FREE_DAILY_LIMITS.area} area conversions per day. Limits reset at
            00:00 UTC and are listed on the <Link href="/pricing">pricing page</Link>. Do not try to get around them, for
            example by automating requests or rotating identities; we may block traffic that does.
          </p>

          <h2>4. Paid plans and billing</h2>
          <ul>
            <li>Paid plans are billed monthly in advance in US dollars through our payment processor, Stripe, and renew automatically until cancelled.</li>
            <li>You can change or cancel your plan at any time from your account. A cancellation takes effect at the end of the period already paid, and you keep the plan until then.</li>
            <li>Except where the law requires otherwise, payments are not refundable, including for partly used periods.</li>
            <li>If a payment fails, we may limit your account to the free plan until it is settled.</li>
            <li>We may change prices with at least 30 days&rsquo; notice by e-mail; a new price applies from your next billing period, and you may cancel before it does.</li>
            <li>Prices exclude taxes, which are added where applicable.</li>
          </ul>

          <h2>5. Acceptable use</h2>
          <p>You agree not to use the Service to:</p>
          <ul>
            <li>create links or QR codes that lead to phishing, malware, scams, or unlawful content;</li>
            <li>send spam or disguise the destination of a link in order to deceive people;</li>
            <li>infringe anyone&rsquo;s intellectual property, privacy or other rights;</li>
            <li>overload, probe or disrupt the Service, or access it by automated means other than our API within its limits;</li>
            <li>resell the Service or present it as your own without a written agreement with us.</li>
          </ul>
          <p>
            We may disable links, suspend accounts or refuse requests that break these rules, and we check destinations
            against blocklists. Disabled links stop redirecting and show an explanation instead.
          </p>
          <p>
            AI tools: do not use them to produce content that is illegal, harasses or threatens people, sexualises
            minors, impersonates a real person to deceive, or spreads spam or malware. What you submit to an AI tool is
            sent to the AI provider this site uses, whose own policy also applies; we do not write it to our logs. AI
            output can be wrong: check it before you rely on or publish it.
          </p>

          <h2>6. Your content</h2>
          <p>
            You keep all rights to the content you submit, such as the destinations of your links. You give us the
            permission we need to store, process and display it in order to provide the Service (for example, to redirect
            visitors and show you analytics). You are responsible for your content and for having the right to share it.
          </p>

          <h2>7. Custom domains and the API</h2>
          <p>
            You may connect only domains you control. API keys are personal to your account; keep them secret and revoke
            any key you believe is exposed. API use counts towards your plan&rsquo;s limits and is subject to rate limits.
          </p>

          <h2>8. Our intellectual property</h2>
          <p>
            The Service, its design, code and the {site.name} name and logo belong to us. These terms give you no right to
            use them except to use the Service as intended. QR codes, short links and results you create with the tools
            are yours to use freely.
          </p>

          <h2>9. Availability and changes</h2>
          <p>
            We work to keep the Service available and fast, but it may occasionally be interrupted for maintenance or by
            events outside our control. We may add, change or remove features; tools marked &ldquo;Coming Soon&rdquo; are
            plans, not promises. If we remove a paid feature you rely on, you may cancel and we will refund the unused
            part of your current period.
          </p>

          <h2>10. Disclaimer</h2>
          <p>
            The Service is provided &ldquo;as is&rdquo; and &ldquo;as available&rdquo;. We take care that results are
            correct, but to the extent the law allows we give no warranty that the Service will be error-free or
            uninterrupted, or that its results fit a particular purpose. Check results that matter, such as measurements
            for contracts or construction, against an authoritative source.
          </p>

          <h2>11. Limitation of liability</h2>
          <p>
            To the extent the law allows, we are not liable for indirect, incidental, special or consequential damages, or
            for lost profits, revenue or data. Our total liability for any claim relating to the Service is limited to the
            amount you paid us in the {LIABILITY_CAP_MONTHS} months before the event giving rise to the claim. Nothing in
            these terms limits liability that cannot be limited by law, such as liability for fraud or gross negligence.
          </p>

          <h2>12. Indemnity</h2>
          <p>
            If you use the Service in breach of these terms or the law and a third party makes a claim against us because
            of it, you will cover the reasonable costs of that claim.
          </p>

          <h2>13. Ending your use</h2>
          <p>
            You may stop using the Service and delete your account at any time. We may suspend or close an account that
            seriously or repeatedly breaks these terms; where possible we will tell you why first. Sections 6, 10, 11 and
            12 continue to apply after your account is closed.
          </p>

          <h2>14. Changes to these terms</h2>
          <p>
            We may update these terms. We will post the new version here with a new date and, for material changes, tell
            account holders by e-mail at least 30 days before they take effect. Using the Service after that date means
            you accept the new terms.
          </p>

          <h2>15. Governing law</h2>
          <p>
            These terms are governed by the laws of the place where {site.name} is established, without regard to its
            conflict-of-law rules. This does not take away the protection of mandatory consumer laws of the country where
            you live.
          </p>

          <h2>16. Contact</h2>
          <p>
            Questions about these terms: <a href={`mailto:${email}`}>{email}</a> or our{" "}
            <Link href="/contact">contact form</Link>. How we handle personal data is described in our{" "}
            <Link href="/privacy-policy">privacy policy</Link>.
          </p>
        </Prose>
      </Container>
    </>
  );
}
