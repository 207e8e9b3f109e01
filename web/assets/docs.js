// Renders the two OpenAPI documents with Swagger UI, served by this service: nothing is loaded
// from elsewhere (no validator badge, no remote fonts).
/* global SwaggerUIBundle */

const options = {
  deepLinking: false,
  validatorUrl: null,
  defaultModelsExpandDepth: 0,
  docExpansion: 'list',
  presets: [SwaggerUIBundle.presets.apis],
  layout: 'BaseLayout',
};

SwaggerUIBundle({ ...options, url: '/v1/openapi.json', dom_id: '#reference-public' });
SwaggerUIBundle({ ...options, url: '/api/v1/openapi.json', dom_id: '#reference-app' });
