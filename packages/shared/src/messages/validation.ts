import { LANGUAGES } from '../languages.ts';
import {
  DESCRIPTION_MIN,
  DIFFICULTIES,
  NAME_MAX,
  NAME_MIN,
  OTP_LENGTH,
  PASSWORD_MAX,
  PASSWORD_MIN,
  PLAYLIST_DESCRIPTION_MAX,
  PLAYLIST_NAME_MAX,
  TITLE_MIN,
} from '../limits.ts';
import { PROBLEM_LIMITS as P } from '../problem-limits.ts';

const KB = 1024;
const MB = 1024 * KB;
const { JAVASCRIPT: J, PYTHON: PY, JAVA: JV } = LANGUAGES;

/**
 * Form and request validation messages (spec section 5). Numbers come from the limits they
 * state, so a limit and its message cannot drift apart; the spec's strings stay verbatim.
 */
export const VALIDATION = {
  email: 'Enter a valid email',
  passwordMin: `Password must be at least ${PASSWORD_MIN} characters`,
  passwordMax: `Password must be at most ${PASSWORD_MAX} characters`,
  nameMin: `Name must be at least ${NAME_MIN} characters`,
  nameMax: `Name must be at most ${NAME_MAX} characters`,
  acceptTerms: 'You must accept the terms and conditions',
  otpLength: `OTP must be exactly ${OTP_LENGTH} digits`,
  otpDigits: 'OTP must contain only numbers',
  imageUrl: 'Image must be an http(s) URL',
  titleMin: `Title must be at least ${TITLE_MIN} characters`,
  descriptionMin: `Description must be at least ${DESCRIPTION_MIN} characters`,
  tagRequired: 'At least one tag is required',
  constraintsRequired: 'Constraints are required',
  testCaseRequired: 'At least one test case is required',
  inputRequired: 'Input is required',
  outputRequired: 'Output is required',
  snippetRequired: {
    JAVASCRIPT: 'JavaScript code snippet is required',
    PYTHON: 'Python code snippet is required',
    JAVA: 'Java code snippet is required',
  },
  solutionRequired: {
    JAVASCRIPT: 'JavaScript solution is required',
    PYTHON: 'Python solution is required',
    JAVA: 'Java solution is required',
  },
  difficulty: `Difficulty must be ${DIFFICULTIES[0]}, ${DIFFICULTIES[1]} or ${DIFFICULTIES[2]}`,
  titleMax: `Title must be at most ${P.titleMax} characters`,
  descriptionMax: `Description must be at most ${P.descriptionMax} characters`,
  tagMax: `Each tag must be at most ${P.tagMax} characters`,
  tagsMax: `At most ${P.tagsMax} tags`,
  constraintsMax: `Constraints must be at most ${P.constraintsMax} characters`,
  hintsMax: `At most ${P.hintsMax} hints of ${P.hintMax} characters each`,
  editorialMax: `Editorial must be at most ${P.editorialMax} characters`,
  exampleRequired: 'At least one example is required',
  examplesMax: `At most ${P.examplesMax} examples`,
  testCasesMax: `At most ${P.testCasesMax} test cases`,
  testCaseTooLarge: `Each test input and output must be at most ${P.testCaseBytes / MB} MB`,
  codeTooLong: `Code must be at most ${P.codeBytes / KB} KB`,
  language: `Unsupported language: use ${J.key} (${J.id}), ${PY.key} (${PY.id}) or ${JV.key} (${JV.id})`,
  problemId: 'A valid problem id is required',
  runInputsMax: `At most ${P.runInputsMax} inputs per run`,
  playlistNameRequired: 'Playlist name is required',
  playlistNameMax: `Playlist name must be at most ${PLAYLIST_NAME_MAX} characters`,
  playlistDescriptionMax: `Description must be at most ${PLAYLIST_DESCRIPTION_MAX} characters`,
  selectProblem: 'Please select at least one problem',
  emptyCode: 'Please write some code first',
} as const;
