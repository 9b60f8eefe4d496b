// SPDX-License-Identifier: MIT
#pragma once

#include "backend.h"
#include "canvaseditor.h"
#include "pipelinegraph.h"

#include <QList>
#include <QPointer>
#include <QTimer>
#include <QTransform>
#include <QWidget>

class QHBoxLayout;
class QLabel;
class QToolButton;

namespace pw {

class CanvasLayout;
class CanvasScene;
class CanvasView;
class Minimap;
class PipelineDocument;

/// The canvas of a document tab: a breadcrumb over the view (nested pipeline components open in place, read-only,
/// with a way back), the view itself and a line for messages (refused links, failed edits).
class CanvasWidget : public QWidget {
    Q_OBJECT
public:
    CanvasWidget(PipelineDocument* document, CanvasLayout* layout, QWidget* parent = nullptr);
    ~CanvasWidget() override;

    CanvasView* view() const { return m_view; }
    Minimap* minimap() const { return m_minimap; }
    /// The scene shown now (a nested pipeline's while one is open).
    CanvasScene* scene() const;
    /// The scene of the document itself.
    CanvasScene* rootScene() const;
    /// 0 for the document's own pipeline, 1 inside a nested pipeline component, and so on.
    int depth() const { return int(m_levels.size()) - 1; }
    /// Names shown in the breadcrumb.
    QStringList breadcrumb() const;

    /// Open the nested pipeline of a step of the current level: its pipeline component file, or the pipeline
    /// defined inside the step (`component:` with `type: pipeline` and `jobs:`). Shown read-only.
    bool openNested(const QString& stepName);
    /// Go back to a level of the breadcrumb (0 = the document's own pipeline).
    void goToLevel(int level);

    /// Show a run's step status on the document's own graph; clearRunStatus() removes them all.
    void setRunStatus(const QString& step, RunStatus status, double seconds, bool reused, const QDateTime& since = {});
    void clearRunStatus();

    /// Select a step of the document (going back to its level first) and show it.
    bool selectStep(const QString& name);
    /// The last message shown under the canvas.
    QString lastMessage() const { return m_lastMessage; }
    void showMessage(const QString& text, bool isError);

Q_SIGNALS:
    /// The selection of the document's own canvas changed (step names).
    void selectedStepsChanged(const QStringList& names);
    /// The selection of the level shown changed, at any depth, or another level is shown: `document` is that
    /// level's (a nested pipeline's own document while one is open), `steps` the selected step names there, and
    /// `readOnly` whether that level can be edited.
    void currentSelectionChanged(pw::PipelineDocument* document, const QStringList& steps, bool readOnly);
    /// A step of the document was double-clicked (or Enter pressed on it).
    void stepActivated(const QString& name);
    /// The user asked to open a file in its own tab.
    void openFileRequested(const QString& path);
    /// Text typed on the document's canvas: offer components to add.
    void quickAddRequested(const QString& text);
    /// A link from `from` let go on empty canvas of the document: offer components that take it.
    void linkDroppedOnEmpty(const pw::PortRef& from, const QPointF& scenePos);
    void message(const QString& text, bool isError);

protected:
    void showEvent(QShowEvent* event) override;
    void changeEvent(QEvent* event) override;

private:
    struct Level {
        QPointer<PipelineDocument> document;
        QPointer<CanvasLayout> layout;
        CanvasScene* scene = nullptr;
        QString title;
        QString file; // empty for a pipeline defined inside its step
        QTransform transform;
        QPointF center;
        bool owned = false;
    };
    void onNodeActivated(NodeId id);
    void emitCurrentSelection();
    void watchScene(CanvasScene* scene);
    void describeSelection();
    void rebuildBreadcrumb();
    void updateZoomLabel();
    void retranslateUi();

    CanvasView* m_view;
    Minimap* m_minimap;
    QList<Level> m_levels;
    QWidget* m_bar;
    QHBoxLayout* m_crumbs;
    QLabel* m_zoomLabel;
    QToolButton* m_legendButton;
    QToolButton* m_openFileButton;
    QLabel* m_messageLabel;
    QTimer m_messageTimer;
    QString m_lastMessage;
    bool m_fitted = false;
};

} // namespace pw
