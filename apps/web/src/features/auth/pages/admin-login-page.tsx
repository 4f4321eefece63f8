import { loginSchema, type SecondStepAnswer } from '@art-market/domain/schemas';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { AuthCard } from '#web/components/ui/auth-card.tsx';
import { errorMessage } from '#web/lib/api-client.ts';
import { useDocumentTitle } from '#web/lib/use-document-title.ts';
import { useLoginAdmin } from '../api/login-admin.ts';
import { isLocked, LoginForm } from '../components/login-form.tsx';
import { NavigationNotice } from '../components/navigation-notice.tsx';
import { SecondStepForm } from '../components/second-step-form.tsx';

export function AdminLoginPage() {
  useDocumentTitle('Admin Login');
  const navigate = useNavigate();
  const login = useLoginAdmin();
  const [secondStepToken, setSecondStepToken] = useState<string | null>(null);
  // A session opens the console; a second-step answer asks for the authenticator code first.
  const afterLogin = (answer: object) => {
    if ('secondStep' in answer) setSecondStepToken((answer as SecondStepAnswer).secondStepToken);
    else void navigate('/admin-dashboard');
  };
  const errorText = login.error ? errorMessage(login.error, 'Login failed') : null;

  return (
    <AuthCard title="Admin login" intro="The console for running the marketplace.">
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
          schema={loginSchema}
          pending={login.isPending}
          errorText={errorText}
          onEdit={() => login.reset()}
          onLogin={(credentials) => login.mutate(credentials, { onSuccess: afterLogin })}
          signInCode={{
            role: 'admin',
            offered: isLocked(login.error),
            onSignIn: (input) => login.mutate(input, { onSuccess: afterLogin }),
          }}
          forgotPasswordPath="/Admin-forgot-password"
        />
      )}
    </AuthCard>
  );
}
