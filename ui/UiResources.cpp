#include "UiResources.h"

#include <QtGlobal>

void initVolcanoUiResources() {
    Q_INIT_RESOURCE(console_icons);
}
