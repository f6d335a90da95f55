export * from './AccountMenu';
export * from './AuthPanel';
export * from './LoginForm';
export * from './ProfileCard';
export * from './SignupForm';
