import { vendorLoginErrorText } from '@art-market/domain/copy';
import { loginSchema, type SecondStepAnswer } from '@art-market/domain/schemas';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { z } from 'zod';
import { AuthCard } from '#web/components/ui/auth-card.tsx';
import { readFailure } from '#web/lib/api-client.ts';
import { useDocumentTitle } from '#web/lib/use-document-title.ts';
import { useLoginVendor } from '../api/login-vendor.ts';
import { isLocked, LoginForm } from '../components/login-form.tsx';
import { NavigationNotice } from '../components/navigation-notice.tsx';
import { SecondStepForm } from '../components/second-step-form.tsx';

/** Vendor login trims the password too (docs/product/studio-and-console.md#vendor-login); the rules stay the domain's. */
const vendorLoginSchema = loginSchema.extend({
  password: z.preprocess((value) => (typeof value === 'string' ? value.trim() : value), loginSchema.shape.password),
});

function loginFailureText(error: unknown): string {
  const failure = readFailure(error);
  if (failure.networkFailure) return vendorLoginErrorText('network error');
  return vendorLoginErrorText(failure.answered ? failure.message || 'Login failed' : undefined);
}

export function VendorLoginPage() {
  useDocumentTitle('Vendor Login');
  const navigate = useNavigate();
  const login = useLoginVendor();
  const [secondStepToken, setSecondStepToken] = useState<string | null>(null);
  // A session opens the studio; a second-step answer asks for the authenticator code first.
  const afterLogin = (answer: object) => {
    if ('secondStep' in answer) setSecondStepToken((answer as SecondStepAnswer).secondStepToken);
    else void navigate('/vendor-dashboard');
  };
  const errorText = login.error ? loginFailureText(login.error) : null;

  return (
    <AuthCard title="Artist studio login" intro="Manage your artworks, orders and payouts.">
      <div className="mb-6 empty:hidden">
        <NavigationNotice />
      </div>
      {secondStepToken ? (
        <SecondStepForm
          secondStepToken={secondStepToken}
          pending={login.isPending}
          errorText={errorText}
          onEdit={() => login.reset()}
          onSubmit={(input) => login.mutate(input, { onSuccess: afterLogin })}
        />
      ) : (
        <LoginForm
          schema={vendorLoginSchema}
          pending={login.isPending}
          errorText={errorText}
          onEdit={() => login.reset()}
          onLogin={(credentials) => login.mutate(credentials, { onSuccess: afterLogin })}
          signInCode={{
            role: 'vendor',
            offered: isLocked(login.error),
            onSignIn: (input) => login.mutate(input, { onSuccess: afterLogin }),
          }}
          forgotPasswordPath="/vendor-forgot-password"
          footer={
            <>
              Want to sell your art?{' '}
              <Link to="/vendor-registration" className="text-accent underline underline-offset-4">
                Register as a vendor
              </Link>
            </>
          }
        />
      )}
    </AuthCard>
  );
}
