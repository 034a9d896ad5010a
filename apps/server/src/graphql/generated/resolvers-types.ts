import type { GraphQLResolveInfo } from 'graphql';
import type { UserRecord } from '../../modules/access/access.repository.js';
import type { GraphQLContext } from '../context.js';
export type Maybe<T> = T | null;
export type InputMaybe<T> = Maybe<T>;
export type Omit<T, K extends keyof T> = Pick<T, Exclude<keyof T, K>>;
export type RequireFields<T, K extends keyof T> = Omit<T, K> & { [P in K]-?: NonNullable<T[P]> };
/** All built-in and custom scalars, mapped to their actual values */
export type Scalars = {
  ID: { input: string; output: string };
  String: { input: string; output: string };
  Boolean: { input: boolean; output: boolean };
  Int: { input: number; output: number };
  Float: { input: number; output: number };
};

export type Mutation = {
  __typename?: 'Mutation';
  _empty?: Maybe<Scalars['Boolean']['output']>;
  /** Signs in with e-mail and password; fails with 'Unable to login with the provided credentials.' or the lockout message. */
  signIn: SignInResult;
  /** Completes a sign-in that needs a second factor with a six-digit authenticator code. */
  signInWithCode: SignInResult;
  /** Ends the session. */
  signOut: Scalars['Boolean']['output'];
};

export type MutationSignInArgs = {
  email: Scalars['String']['input'];
  password: Scalars['String']['input'];
};

export type MutationSignInWithCodeArgs = {
  code: Scalars['String']['input'];
};

/** The root types. Each area extends Query and Mutation in its own file. */
export type Query = {
  __typename?: 'Query';
  /** The fully signed-in user, or null. */
  me?: Maybe<User>;
  /** True when the session has passed the password but still needs the authenticator code. */
  needsTotp: Scalars['Boolean']['output'];
  /** Answers 'pong': a cheap round trip for clients checking the API. */
  ping: Scalars['String']['output'];
};

/** Where a sign-in stands after a step. */
export type SignInResult = {
  __typename?: 'SignInResult';
  /** True while the session waits for the authenticator code. */
  needsTotp: Scalars['Boolean']['output'];
  /** Set once the user is fully signed in. */
  user?: Maybe<User>;
};

/** The signed-in user (spec access §3 User). */
export type User = {
  __typename?: 'User';
  customer?: Maybe<UserCustomer>;
  email: Scalars['String']['output'];
  emailAlerts: Scalars['Boolean']['output'];
  firstName?: Maybe<Scalars['String']['output']>;
  homeUrl?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  lastName?: Maybe<Scalars['String']['output']>;
  partner?: Maybe<UserPartner>;
  partnerAdmin: Scalars['Boolean']['output'];
  partnerID?: Maybe<Scalars['ID']['output']>;
  phone?: Maybe<Scalars['String']['output']>;
  /** Whether the user signs in through the company's single sign-on. */
  saml: Scalars['Boolean']['output'];
  smsAlerts: Scalars['Boolean']['output'];
  super: Scalars['Boolean']['output'];
  /** Whether multifactor authentication is enabled. */
  totp: Scalars['Boolean']['output'];
};

/** The user's own company and the roles held on it. */
export type UserCustomer = {
  __typename?: 'UserCustomer';
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  roles: Array<Scalars['String']['output']>;
};

export type UserPartner = {
  __typename?: 'UserPartner';
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
};

export type ResolverTypeWrapper<T> = Promise<T> | T;

export type ResolverWithResolve<TResult, TParent, TContext, TArgs> = {
  resolve: ResolverFn<TResult, TParent, TContext, TArgs>;
};
export type Resolver<
  TResult,
  TParent = Record<PropertyKey, never>,
  TContext = Record<PropertyKey, never>,
  TArgs = Record<PropertyKey, never>,
> =
  | ResolverFn<TResult, TParent, TContext, TArgs>
  | ResolverWithResolve<TResult, TParent, TContext, TArgs>;

export type ResolverFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo,
) => Promise<TResult> | TResult;

export type SubscriptionSubscribeFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo,
) => AsyncIterable<TResult> | Promise<AsyncIterable<TResult>>;

export type SubscriptionResolveFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo,
) => TResult | Promise<TResult>;

export interface SubscriptionSubscriberObject<
  TResult,
  TKey extends string,
  TParent,
  TContext,
  TArgs,
> {
  subscribe: SubscriptionSubscribeFn<{ [key in TKey]: TResult }, TParent, TContext, TArgs>;
  resolve?: SubscriptionResolveFn<TResult, { [key in TKey]: TResult }, TContext, TArgs>;
}

export interface SubscriptionResolverObject<TResult, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<any, TParent, TContext, TArgs>;
  resolve: SubscriptionResolveFn<TResult, any, TContext, TArgs>;
}

export type SubscriptionObject<TResult, TKey extends string, TParent, TContext, TArgs> =
  | SubscriptionSubscriberObject<TResult, TKey, TParent, TContext, TArgs>
  | SubscriptionResolverObject<TResult, TParent, TContext, TArgs>;

export type SubscriptionResolver<
  TResult,
  TKey extends string,
  TParent = Record<PropertyKey, never>,
  TContext = Record<PropertyKey, never>,
  TArgs = Record<PropertyKey, never>,
> =
  | ((...args: any[]) => SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>)
  | SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>;

export type TypeResolveFn<
  TTypes,
  TParent = Record<PropertyKey, never>,
  TContext = Record<PropertyKey, never>,
> = (
  parent: TParent,
  context: TContext,
  info: GraphQLResolveInfo,
) => Maybe<TTypes> | Promise<Maybe<TTypes>>;

export type IsTypeOfResolverFn<
  T = Record<PropertyKey, never>,
  TContext = Record<PropertyKey, never>,
> = (obj: T, context: TContext, info: GraphQLResolveInfo) => boolean | Promise<boolean>;

export type NextResolverFn<T> = () => Promise<T>;

export type DirectiveResolverFn<
  TResult = Record<PropertyKey, never>,
  TParent = Record<PropertyKey, never>,
  TContext = Record<PropertyKey, never>,
  TArgs = Record<PropertyKey, never>,
> = (
  next: NextResolverFn<TResult>,
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo,
) => TResult | Promise<TResult>;

/** Mapping between all available schema types and the resolvers types */
export type ResolversTypes = {
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
  ID: ResolverTypeWrapper<Scalars['ID']['output']>;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  SignInResult: ResolverTypeWrapper<
    Omit<SignInResult, 'user'> & { user?: Maybe<ResolversTypes['User']> }
  >;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
  User: ResolverTypeWrapper<UserRecord>;
  UserCustomer: ResolverTypeWrapper<UserCustomer>;
  UserPartner: ResolverTypeWrapper<UserPartner>;
};

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = {
  Boolean: Scalars['Boolean']['output'];
  ID: Scalars['ID']['output'];
  Mutation: Record<PropertyKey, never>;
  Query: Record<PropertyKey, never>;
  SignInResult: Omit<SignInResult, 'user'> & { user?: Maybe<ResolversParentTypes['User']> };
  String: Scalars['String']['output'];
  User: UserRecord;
  UserCustomer: UserCustomer;
  UserPartner: UserPartner;
};

export type MutationResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation'],
> = {
  _empty?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  signIn?: Resolver<
    ResolversTypes['SignInResult'],
    ParentType,
    ContextType,
    RequireFields<MutationSignInArgs, 'email' | 'password'>
  >;
  signInWithCode?: Resolver<
    ResolversTypes['SignInResult'],
    ParentType,
    ContextType,
    RequireFields<MutationSignInWithCodeArgs, 'code'>
  >;
  signOut?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type QueryResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query'],
> = {
  me?: Resolver<Maybe<ResolversTypes['User']>, ParentType, ContextType>;
  needsTotp?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  ping?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type SignInResultResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['SignInResult'] = ResolversParentTypes['SignInResult'],
> = {
  needsTotp?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  user?: Resolver<Maybe<ResolversTypes['User']>, ParentType, ContextType>;
};

export type UserResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['User'] = ResolversParentTypes['User'],
> = {
  customer?: Resolver<Maybe<ResolversTypes['UserCustomer']>, ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  emailAlerts?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  firstName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  homeUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  lastName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  partner?: Resolver<Maybe<ResolversTypes['UserPartner']>, ParentType, ContextType>;
  partnerAdmin?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  partnerID?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  phone?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  saml?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  smsAlerts?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  super?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  totp?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type UserCustomerResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['UserCustomer'] = ResolversParentTypes['UserCustomer'],
> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  roles?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
};

export type UserPartnerResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['UserPartner'] = ResolversParentTypes['UserPartner'],
> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type Resolvers<ContextType = GraphQLContext> = {
  Mutation?: MutationResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  SignInResult?: SignInResultResolvers<ContextType>;
  User?: UserResolvers<ContextType>;
  UserCustomer?: UserCustomerResolvers<ContextType>;
  UserPartner?: UserPartnerResolvers<ContextType>;
};
