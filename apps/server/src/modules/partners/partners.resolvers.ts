import type { Resolvers } from '../../graphql/generated/resolvers-types.js';
import { listLicenses, saveLicense } from './licenses.service.js';
import { deleteLogo, listLogos } from './partnerLogos.service.js';
import { deletePartnerMib, importPartnerMib, listPartnerMibs } from './partnerMibs.service.js';
import {
  countOrders,
  createOrder,
  getOrder,
  listOrders,
  setOrderStatus,
  updateOrder,
} from './orders.service.js';
import {
  editPartnerUser,
  invitePartnerUser,
  listPartnerUsers,
  removePartnerUser,
} from './partnerUsers.service.js';
import { countPartners, listPartners, newPartner } from './partners.service.js';
import {
  addQuoteComment,
  countQuotes,
  deleteQuote,
  getQuote,
  listQuotes,
  saveQuote,
} from './quotes.service.js';
import {
  addPublicSurveyComment,
  addSurveyComment,
  deletePublicSurveyAttachment,
  deleteSurveyAttachment,
  getSurvey,
  listSurveys,
  onboardCustomer,
  publicSurvey,
  renewSurveyLink,
  saveSiteSurvey,
  sendSiteSurvey,
  setSurveyLinkActive,
  updatePublicSurvey,
} from './surveys.service.js';

// The partner portal (partners.graphql): quotes, site surveys, orders, licences, partner users.
export const partnersResolvers: Resolvers = {
  Query: {
    partners: (_parent, args, ctx) => listPartners(ctx, args),
    partnerCount: (_parent, args, ctx) => countPartners(ctx, args),
    quotes: (_parent, args, ctx) => listQuotes(ctx, args),
    quoteCount: (_parent, args, ctx) => countQuotes(ctx, args),
    quote: (_parent, args, ctx) => getQuote(ctx, args),
    siteSurveys: (_parent, args, ctx) => listSurveys(ctx, args),
    siteSurvey: (_parent, args, ctx) => getSurvey(ctx, args),
    publicSurvey: (_parent, args, ctx) => publicSurvey(ctx, args.token),
    orders: (_parent, args, ctx) => listOrders(ctx, args),
    orderCount: (_parent, args, ctx) => countOrders(ctx, args),
    order: (_parent, args, ctx) => getOrder(ctx, args),
    licenses: (_parent, args, ctx) => listLicenses(ctx, args),
    partnerUsers: (_parent, args, ctx) => listPartnerUsers(ctx, args),
    logos: (_parent, args, ctx) => listLogos(ctx, args),
    MIBs: (_parent, args, ctx) => listPartnerMibs(ctx, args),
  },
  Mutation: {
    newPartner: (_parent, args, ctx) => newPartner(ctx, args),
    saveQuote: (_parent, args, ctx) => saveQuote(ctx, args),
    addQuoteComment: (_parent, args, ctx) => addQuoteComment(ctx, args),
    deleteQuote: (_parent, args, ctx) => deleteQuote(ctx, args),
    saveSiteSurvey: (_parent, args, ctx) => saveSiteSurvey(ctx, args),
    onboardCustomer: (_parent, args, ctx) => onboardCustomer(ctx, args),
    sendSiteSurvey: (_parent, args, ctx) => sendSiteSurvey(ctx, args),
    renewSurveyLink: (_parent, args, ctx) => renewSurveyLink(ctx, args.id),
    setSurveyLinkActive: (_parent, args, ctx) => setSurveyLinkActive(ctx, args),
    addSurveyComment: (_parent, args, ctx) => addSurveyComment(ctx, args),
    deleteSurveyAttachment: (_parent, args, ctx) => deleteSurveyAttachment(ctx, args.id),
    updatePublicSurvey: (_parent, args, ctx) => updatePublicSurvey(ctx, args),
    addPublicSurveyComment: (_parent, args, ctx) => addPublicSurveyComment(ctx, args),
    deletePublicSurveyAttachment: (_parent, args, ctx) => deletePublicSurveyAttachment(ctx, args),
    createOrder: (_parent, args, ctx) => createOrder(ctx, args),
    updateOrder: (_parent, args, ctx) => updateOrder(ctx, args),
    setOrderStatus: (_parent, args, ctx) => setOrderStatus(ctx, args),
    saveLicense: (_parent, args, ctx) => saveLicense(ctx, args),
    invitePartnerUser: (_parent, args, ctx) => invitePartnerUser(ctx, args),
    editPartnerUser: (_parent, args, ctx) => editPartnerUser(ctx, args),
    removePartnerUser: (_parent, args, ctx) => removePartnerUser(ctx, args),
    deleteLogo: (_parent, args, ctx) => deleteLogo(ctx, args),
    importPartnerMib: (_parent, args, ctx) => importPartnerMib(ctx, args),
    deletePartnerMib: (_parent, args, ctx) => deletePartnerMib(ctx, args),
  },
};
