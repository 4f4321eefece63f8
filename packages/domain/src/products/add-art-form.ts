import { z } from 'zod';
import { DOMESTIC_SHIPPING_NAME, INTERNATIONAL_SHIPPING_NAME, PRODUCT_NUMBER_PLACEHOLDER } from '../catalog/artworks.ts';
import { OTHER_COUNTRY } from '../common/countries.ts';
import { toBasisPoints, toCents, toDollars } from '../common/money.ts';
import { commissionAmount } from '../orders/commission-rules.ts';
import { type ProductSubmission, type ProductSubmissionInput, productSubmissionSchema } from './products.ts';
import { certificateProblem, chosenImagesProblem, imageCountProblem, isAcceptedImageType } from './uploads.ts';

/**
 * The vendor's Add ART form (docs/product/studio-and-console.md#add-new-product): the form's own camel-case fields,
 * checked by mapping them onto productSubmissionSchema so every rule and message stays defined once.
 */

/** What the form needs of a chosen file (a browser File satisfies it). */
export interface ChosenFile {
  name: string;
  size: number;
  type: string;
}

const text = z.string().default('');

function addArtFields<TFile extends ChosenFile>() {
  return z.object({
    title: text,
    artistName: text,
    artistType: text,
    category: text,
    subcategory: text,
    description: text,
    artistBio: text,
    images: z.array(z.custom<TFile>()).default([]),
    hasCertificate: z.boolean().default(false),
    certificate: z.custom<TFile>().nullable().default(null),
    certificateDetails: text,
    medium: text,
    surface: text,
    style: text,
    yearCreated: text,
    width: text,
    height: text,
    frameType: text,
    frameDetails: text,
    domesticDays: text,
    domesticCost: text,
    offerInternational: z.boolean().default(false),
    internationalDays: text,
    internationalCost: text,
    price: text,
    taxAmount: text,
    country: text,
    otherCountry: text,
  });
}
type AddArtFields = z.output<ReturnType<typeof addArtFields<ChosenFile>>>;

export function addArtFormSchema<TFile extends ChosenFile = ChosenFile>() {
  return addArtFields<TFile>()
    .superRefine((form, context) => {
      const result = productSubmissionSchema.safeParse(submissionInputOf(form));
      if (!result.success) {
        for (const issue of result.error.issues) {
          const field = addArtFieldOf(issue.path, form.country);
          context.addIssue({ code: 'custom', path: [field], message: issue.message });
        }
      }
      const imageProblem = imageCountProblem(form.images.length) ?? chosenImagesProblem(form.images.map(uploadFactsOf));
      if (imageProblem) context.addIssue({ code: 'custom', path: ['images'], message: imageProblem });
      const certificateIssue = form.hasCertificate && form.certificate ? certificateProblem(form.certificate) : undefined;
      if (certificateIssue) context.addIssue({ code: 'custom', path: ['certificate'], message: certificateIssue });
    })
    .transform((form) => ({
      submission: productSubmissionSchema.parse(submissionInputOf(form)),
      /** The spec sends TaxAmount as null when the vendor leaves it empty. */
      taxAmount: form.taxAmount.trim() === '' ? null : Number(form.taxAmount),
      images: form.images,
      certificate: form.hasCertificate ? form.certificate : null,
    }));
}

type AddArtSchema = ReturnType<typeof addArtFormSchema>;
export type AddArtFormInput = z.input<AddArtSchema>;
export type AddArtFormValues = z.output<AddArtSchema>;

/** A chosen file as the upload rules see it: an image by its declared type. */
export function uploadFactsOf(file: ChosenFile) {
  return { name: file.name, size: file.size, isImage: isAcceptedImageType(file.type) };
}

function countryOf(form: Pick<AddArtFields, 'country' | 'otherCountry'>): string {
  if (form.country !== OTHER_COUNTRY) return form.country;
  return form.otherCountry.trim() === '' ? OTHER_COUNTRY : form.otherCountry;
}

/** The shipping fields of the Add ART and Edit listing forms as the submission's ShippingOptions. */
export function shippingInputOf(
  form: Pick<AddArtFields, 'domesticCost' | 'domesticDays' | 'offerInternational' | 'internationalCost' | 'internationalDays'>,
) {
  const shipping = [{ Name: DOMESTIC_SHIPPING_NAME, Cost: form.domesticCost, EstimatedDeliveryTime: form.domesticDays }];
  if (form.offerInternational) {
    shipping.push({
      Name: INTERNATIONAL_SHIPPING_NAME,
      Cost: form.internationalCost,
      EstimatedDeliveryTime: form.internationalDays,
    });
  }
  return shipping;
}

function submissionInputOf(form: AddArtFields): ProductSubmissionInput {
  const shipping = shippingInputOf(form);
  return {
    Title: form.title,
    ArtistName: form.artistName,
    ArtistType: form.artistType as ProductSubmissionInput['ArtistType'],
    Category: form.category,
    Subcategory: form.subcategory,
    Description: form.description,
    ArtistBio: form.artistBio,
    Medium: form.medium,
    Surface: form.surface,
    Style: form.style,
    YearCreated: form.yearCreated,
    Width: form.width,
    Height: form.height,
    FrameType: form.frameType as ProductSubmissionInput['FrameType'],
    FrameDetails: form.frameDetails,
    Price: form.price,
    TaxAmount: form.taxAmount,
    CountryOfOrigin: countryOf(form),
    HasCertificateOfAuthenticity: form.hasCertificate,
    CertificateDetails: form.hasCertificate ? form.certificateDetails : '',
    ShippingOptions: shipping,
  };
}

const FIELD_OF: Record<string, string> = {
  Title: 'title',
  ArtistName: 'artistName',
  ArtistType: 'artistType',
  Category: 'category',
  Subcategory: 'subcategory',
  Description: 'description',
  ArtistBio: 'artistBio',
  Medium: 'medium',
  Surface: 'surface',
  Style: 'style',
  YearCreated: 'yearCreated',
  Width: 'width',
  Height: 'height',
  FrameType: 'frameType',
  FrameDetails: 'frameDetails',
  Price: 'price',
  TaxAmount: 'taxAmount',
  CertificateDetails: 'certificateDetails',
};

/** The form field a submission path (e.g. a server error key "ShippingOptions.1.Cost") belongs to. */
export function addArtFieldOf(path: readonly PropertyKey[], country: string): string {
  const [head, index, leaf] = path.map(String);
  if (head === 'CountryOfOrigin') return country === OTHER_COUNTRY ? 'otherCountry' : 'country';
  if (head === 'ShippingOptions') {
    const prefix = index === '1' ? 'international' : 'domestic';
    return leaf === 'EstimatedDeliveryTime' ? `${prefix}Days` : `${prefix}Cost`;
  }
  return FIELD_OF[head ?? ''] ?? 'root';
}

/** The Pascal-case payload of POST /vendordashboard/{vendorId}/products; money and approval fields are the server's to decide. */
export function productSubmissionPayload(
  values: { submission: ProductSubmission; taxAmount: number | null },
  context: { vendorId: string; commissionPercentage: number; now?: Date },
) {
  const { submission } = values;
  return {
    ...submission,
    ProductNumber: PRODUCT_NUMBER_PLACEHOLDER,
    YearCreated: submission.YearCreated ?? null,
    TaxAmount: values.taxAmount,
    IsActive: true,
    IsApproved: false,
    VendorId: context.vendorId,
    CreatedAt: (context.now ?? new Date()).toISOString(),
    CreatedAtTimeZone: 'UTC',
    CommissionPercentage: context.commissionPercentage,
    CommissionAmount: toDollars(commissionAmount(toCents(submission.Price), toBasisPoints(context.commissionPercentage))),
  };
}
export type ProductSubmissionPayload = ReturnType<typeof productSubmissionPayload>;
